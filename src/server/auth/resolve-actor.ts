import type { Role } from "~/domain/accounts/account-types";
import type { Logger } from "~/server/logger";
import { type Actor, ANONYMOUS } from "~/server/policy";
import type { Auth } from "./auth";

export type ActorLookup = {
  auth: Auth;
  /** The user's role (user_roles), given by the runtime. */
  roleOf(userId: string): Promise<Role>;
  logger: Logger;
};

/**
 * The actor behind a request's headers: the better-auth session cookie looked up in the database
 * (so a revoked session ends access at once), with the role from `roleOf`.
 */
export async function resolveActor({ auth, roleOf, logger }: ActorLookup, headers: Headers): Promise<Actor> {
  if (!headers.get("cookie")) return ANONYMOUS;
  let session: Awaited<ReturnType<Auth["api"]["getSession"]>>;
  try {
    session = await auth.api.getSession({ headers });
  } catch (error) {
    logger.warn({ err: error }, "session lookup failed; treating the request as anonymous");
    return ANONYMOUS;
  }
  if (!session) return ANONYMOUS;
  const { user } = session;
  return {
    kind: "user",
    userId: user.id,
    email: user.email,
    name: user.name,
    role: await roleOf(user.id),
    emailVerified: user.emailVerified,
    sessionId: session.session.id,
  };
}
