import { AppError } from "../errors.ts";
import type { Actor } from "./actor.ts";
import { requireUser, type SignedInActor } from "./require-user.ts";

/** Services call this first: anonymous callers get 401, signed-in non-admins 403. */
export function requireAdmin(actor: Actor): SignedInActor {
  const user = requireUser(actor);
  if (user.role !== "admin") throw new AppError("forbidden", "Only administrators can do this.");
  return user;
}
