import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { grantAdmin, revokeAdmin } from "../services/accounts/grant-admin.ts";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email>";

/** `npm run admin -- grant <email>`: makes an existing account an administrator. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== "grant" && command !== "revoke") || !email) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    if (command === "grant") {
      const granted = await grantAdmin(database.db, [email]);
      if (granted.length === 0) {
        console.error(
          `No account uses ${email}. Register it first, or list it in ADMIN_EMAILS to grant it at sign-up.`,
        );
        return 1;
      }
      console.log(`${granted[0]} is now an administrator.`);
      return 0;
    }
    if (!(await revokeAdmin(database.db, email))) {
      console.error(`No account uses ${email}.`);
      return 1;
    }
    console.log(`${email.toLowerCase()} is no longer an administrator.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
