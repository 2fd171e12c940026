import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";
import { useSessionUser } from "./session-user";
import { EMAIL_CONFIRMED_PARAM } from "./sign-in/email-confirmed-param";
import { useMessageText } from "./use-message-text";

/** Where the address sits in the banner's sentence, in the page's language. */
const EMAIL_MARK = "\u0000";

/**
 * Signed-in accounts whose e-mail is not confirmed yet see this, with a rate-limited Resend; once
 * they follow the link while signed in, it says the address is confirmed.
 */
export function UnconfirmedBanner() {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const [sending, setSending] = useState(false);
  const t = useT();
  const text = useMessageText();
  if (!user) return null;
  // An account made with a phone number has no address to confirm.
  if (user.emailVerified || !user.email) {
    if (searchParams.get(EMAIL_CONFIRMED_PARAM) !== "true") return null;
    return (
      <div role="status" className="border-b border-green-200 bg-green-50 px-4 py-2 text-sm text-green-900">
        <p className="mx-auto max-w-6xl">
          <strong>{t("Email confirmed!")}</strong> {t("Your e-mail address has been verified.")}
        </p>
      </div>
    );
  }

  async function resend() {
    if (!user?.email) return;
    setSending(true);
    try {
      await authCall("/send-verification-email", { email: user.email, callbackURL: "/auth?type=signup" });
      toast.success(t("Confirmation e-mail sent"), {
        description: t("Check {email} for the link.", { email: user.email }),
      });
    } catch (error) {
      toast.error(t("Could not resend"), {
        description: text(serverMessage(error) ?? "Please try again later."),
      });
    } finally {
      setSending(false);
    }
  }

  const [beforeEmail, afterEmail] = t("Please confirm your e-mail address. We sent a link to {email}.", {
    email: EMAIL_MARK,
  }).split(EMAIL_MARK);
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <p>
          {beforeEmail}
          <strong>{user.email}</strong>
          {afterEmail}
        </p>
        <Button size="sm" variant="outline" onClick={() => void resend()} disabled={sending}>
          {sending ? t("Sending...") : t("Resend")}
        </Button>
      </div>
    </div>
  );
}
