import type { Role } from "~/domain/accounts/account-types";
import { AppError } from "./errors";

/**
 * Authorization, the one module services ask: who is acting, and may they. Every service that
 * cares who asks takes an Actor and calls one of the require… functions first.
 */
export type Actor =
  | { kind: "anonymous" }
  | {
      kind: "user";
      userId: string;
      email: string;
      name: string;
      role: Role;
      emailVerified: boolean;
      /** The session the request came with (absent for actors made outside a request). */
      sessionId?: string;
    };

export type SignedInActor = Extract<Actor, { kind: "user" }>;

export const ANONYMOUS: Actor = { kind: "anonymous" };

export function isOwnerOrAdmin(actor: Actor, ownerId: string | null): boolean {
  return actor.kind === "user" && (actor.role === "admin" || actor.userId === ownerId);
}

/** Anonymous callers get 401. */
export function requireUser(actor: Actor, message = "Sign in to continue."): SignedInActor {
  if (actor.kind !== "user") throw new AppError("unauthorized", message);
  return actor;
}

/** Anonymous callers get 401, signed-in non-admins 403. */
export function requireAdmin(actor: Actor): SignedInActor {
  const user = requireUser(actor);
  if (user.role !== "admin") throw new AppError("forbidden", "Only administrators can do this.");
  return user;
}

/** For a row owned by `ownerId`: anonymous callers get 401, anyone but its owner or an admin 403. */
export function requireOwnerOrAdmin(
  actor: Actor,
  ownerId: string | null,
  messages: { unauthorized: string; forbidden: string },
): SignedInActor {
  const user = requireUser(actor, messages.unauthorized);
  if (!isOwnerOrAdmin(user, ownerId)) throw new AppError("forbidden", messages.forbidden);
  return user;
}

/** For what only its owner does (answering for their business, deciding on their opportunity's answers). */
export function requireOwner(
  actor: Actor,
  ownerId: string | null,
  messages: { unauthorized: string; forbidden: string },
): SignedInActor {
  const user = requireUser(actor, messages.unauthorized);
  if (user.userId !== ownerId) throw new AppError("forbidden", messages.forbidden);
  return user;
}
