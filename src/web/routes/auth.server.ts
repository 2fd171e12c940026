import { redirect } from "react-router";
import type { Actor } from "~/server/auth/actor";

/** Signed-in visitors go to /dashboard, except when they follow a password reset link. */
export function loadAuthPage(actor: Actor, url: URL) {
  const resetting =
    url.searchParams.get("mode") === "newPassword" || url.searchParams.get("type") === "recovery";
  if (actor.kind === "user" && !resetting) throw redirect("/dashboard");
  return null;
}
