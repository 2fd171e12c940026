import { type Config, loadConfig } from "~/server/config";
import { openDatabase } from "~/server/db/client";
import { DirectoryLockedError } from "~/server/db/directory-lock";
import { sendAdminCommand } from "./admin-channel";
import { type AdminCommand, type AdminResult, adminCommandSchema, runAdminCommand } from "./admin-command";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email>";

async function runOnDatabase(config: Config, command: AdminCommand): Promise<AdminResult> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await runAdminCommand(database.db, command);
  } finally {
    await database.close();
  }
}

/** The running server holds the embedded database: it runs the command instead (admin-channel.ts). */
async function runThroughServer(config: Config, command: AdminCommand, locked: Error): Promise<AdminResult> {
  try {
    return await sendAdminCommand(config.dataDir, command);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${locked.message}\nIt did not take the command either: ${reason}`);
  }
}

/** `npm run admin -- grant <email>`: makes an existing account an administrator, server running or not. */
async function main(args: string[]): Promise<number> {
  const [action, email] = args;
  const command = adminCommandSchema.safeParse({ action, email });
  if (!command.success) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const result = await runOnDatabase(config, command.data).catch((error: unknown) => {
    if (error instanceof DirectoryLockedError) return runThroughServer(config, command.data, error);
    throw error;
  });
  if (result.exitCode === 0) console.log(result.message);
  else console.error(result.message);
  return result.exitCode;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
