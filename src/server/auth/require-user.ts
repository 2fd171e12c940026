import { AppError } from "../errors.ts";
import type { Actor } from "./actor.ts";

export type SignedInActor = Extract<Actor, { kind: "user" }>;

/** Services call this first: anonymous callers get 401. */
export function requireUser(actor: Actor): SignedInActor {
  if (actor.kind !== "user") throw new AppError("unauthorized", "Sign in to continue.");
  return actor;
}
