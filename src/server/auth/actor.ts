/** Who is acting: every service takes one and checks permission first. */
export type Actor =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      email: string;
      name: string;
      role: "user" | "admin";
      emailVerified: boolean;
      /** The session the request came with (absent for actors made outside a request). */
      sessionId?: string;
    };

export const ANONYMOUS: Actor = { kind: "anonymous" };

export function isAdmin(actor: Actor): boolean {
  return actor.kind === "user" && actor.role === "admin";
}

export function isOwnerOrAdmin(actor: Actor, ownerId: string | null): boolean {
  return actor.kind === "user" && (actor.role === "admin" || actor.userId === ownerId);
}
