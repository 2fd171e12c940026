import { and, eq, gt } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { users, verifications } from "~/server/db/schema";
import type { Auth } from "./auth";

/** The account a still-valid reset token belongs to (read before better-auth consumes the token). */
export async function accountOfResetToken(db: Db, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return null;
  // No token holds one, and PostgreSQL refuses it: better-auth's before-hook answers the 400.
  if (token.includes("\u0000")) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())),
    );
  return row?.email ?? null;
}

/**
 * After a successful reset (which ended every session), signs the user in with the new password
 * on this device: the answer carries the new session cookie, or twoFactorRedirect for TOTP accounts.
 */
export async function signInAfterReset(
  auth: Auth,
  request: Request,
  reset: Response,
  email: string,
  password: string,
): Promise<Response> {
  const signIn = await auth.api.signInEmail({
    body: { email, password },
    headers: request.headers,
    asResponse: true,
  });
  if (!signIn.ok) return reset;
  const body = (await signIn.json()) as { twoFactorRedirect?: boolean };
  const headers = new Headers(reset.headers);
  headers.delete("content-length");
  for (const cookie of signIn.headers.getSetCookie()) headers.append("set-cookie", cookie);
  headers.set("content-type", "application/json");
  return new Response(
    JSON.stringify({
      status: true,
      signedIn: !body.twoFactorRedirect,
      twoFactorRedirect: Boolean(body.twoFactorRedirect),
    }),
    {
      status: 200,
      headers,
    },
  );
}
