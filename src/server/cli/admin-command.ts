import { z } from "zod";
import type { Db } from "~/server/db/client";
import { grantAdmin, revokeAdmin } from "~/server/services/accounts/grant-admin";

export const adminCommandSchema = z.object({
  action: z.enum(["grant", "revoke"]),
  email: z.string().trim().min(1).max(320),
});
export type AdminCommand = z.infer<typeof adminCommandSchema>;

/** What `npm run admin` prints and its exit code: 0 done, 1 no such account. */
export type AdminResult = { exitCode: 0 | 1; message: string };

/** Runs one `npm run admin` command on a database: the CLI's own, or the running server's. */
export async function runAdminCommand(db: Db, { action, email }: AdminCommand): Promise<AdminResult> {
  if (action === "grant") {
    const [granted] = await grantAdmin({ db }, { emails: [email] });
    return granted
      ? { exitCode: 0, message: `${granted} is now an administrator.` }
      : {
          exitCode: 1,
          message: `No account uses ${email}. Register it first, or list it in ADMIN_EMAILS to grant it at sign-up.`,
        };
  }
  return (await revokeAdmin({ db }, { email }))
    ? { exitCode: 0, message: `${email.toLowerCase()} is no longer an administrator.` }
    : { exitCode: 1, message: `No account uses ${email}.` };
}
