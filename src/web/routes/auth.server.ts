import { redirect } from "react-router";
import { listIdentityProviders } from "~/server/services/accounts/list-my-identities";
import { EMAIL_CONFIRMED_PARAM } from "~/web/features/accounts/sign-in/email-confirmed-param";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import type { PageContext } from "~/web/lib/page-context";

/**
 * Signed-in visitors go to /dashboard, except when they follow a password reset link; one who
 * followed a confirmation link sees there that the address is confirmed. The page learns where
 * mail goes only when it stays in the outbox and the visitor is on this machine. Its words, title
 * and description come in the page's language.
 */
export function loadAuthPage(context: PageContext, request: Request, url: URL) {
  const type = url.searchParams.get("type");
  const resetting = url.searchParams.get("mode") === "newPassword" || type === "recovery";
  if (context.actor.kind === "user" && !resetting) {
    const confirmed = (type === "signup" || type === "email_change") && !url.searchParams.has("error");
    throw redirect(confirmed ? `/dashboard?${EMAIL_CONFIRMED_PARAM}=true` : "/dashboard");
  }
  const t = pageTranslator(request, ["accounts"]);
  return {
    title: t("Sign In · Ujamaa"),
    description: t("Sign in to Ujamaa or create your account."),
    messages: pageMessages(request, ["accounts", "countries"]),
    outboxUrl:
      (context.runtime.config.mailOutbox || context.runtime.config.smsOutbox) && context.isLocalRequest
        ? "/dev/mail"
        : null,
    identityProviders: listIdentityProviders(context.runtime),
  };
}
