import { redirect } from "react-router";
import type { Actor, SignedInActor } from "~/server/policy";

/** Page guard: visitors are sent to /auth before anything renders. */
export function requireUserPage(actor: Actor): SignedInActor {
  if (actor.kind !== "user") throw redirect("/auth");
  return actor;
}

/** Page guard for /admin/*: anyone who is not an admin is sent to /. */
export function requireAdminPage(actor: Actor): SignedInActor {
  if (actor.kind !== "user" || actor.role !== "admin") throw redirect("/");
  return actor;
}
