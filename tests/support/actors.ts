import type { SignedInActor } from "~/server/policy";

/** A signed-in actor, as the server builds one from a session, for tests that call loaders and services. */
export function signedIn(userId: string, role: "user" | "admin" = "user"): SignedInActor {
  return { kind: "user", userId, email: `${userId}@example.com`, name: userId, role, emailVerified: true };
}
