import type { AppLoadContext } from "react-router";
import { redirect } from "react-router";

/**
 * Signed-in visitors go to /dashboard, except when they follow a password reset link. The page
 * learns where mail goes only when it stays in the outbox and the visitor is on this machine.
 */
export function loadAuthPage(context: AppLoadContext, url: URL) {
  const resetting =
    url.searchParams.get("mode") === "newPassword" || url.searchParams.get("type") === "recovery";
  if (context.actor.kind === "user" && !resetting) throw redirect("/dashboard");
  return { outboxUrl: context.runtime.config.mailOutbox && context.isLocalRequest ? "/dev/mail" : null };
}
