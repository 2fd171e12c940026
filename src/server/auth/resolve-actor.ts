import { type Actor, ANONYMOUS } from "../policy.ts";
import type { Runtime } from "../runtime.ts";
import { getUserRole } from "../services/accounts/get-user-role.ts";

/**
 * The actor behind a request's headers: the better-auth session cookie looked up in the database
 * (so a revoked session ends access at once), with the role from user_roles.
 */
export async function resolveActor(runtime: Runtime, headers: Headers): Promise<Actor> {
  if (!headers.get("cookie")) return ANONYMOUS;
  let session: Awaited<ReturnType<Runtime["auth"]["api"]["getSession"]>>;
  try {
    session = await runtime.auth.api.getSession({ headers });
  } catch (error) {
    runtime.logger.warn({ err: error }, "session lookup failed; treating the request as anonymous");
    return ANONYMOUS;
  }
  if (!session) return ANONYMOUS;
  const { user } = session;
  return {
    kind: "user",
    userId: user.id,
    email: user.email,
    name: user.name,
    role: await getUserRole(runtime.database.db, user.id, runtime.logger),
    emailVerified: user.emailVerified,
    sessionId: session.session.id,
  };
}
