import { useState } from "react";
import { emailSchema, otpCodeSchema } from "~/domain/accounts/account-schemas";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { CodeField } from "~/web/features/accounts/code-field";
import { EmailField } from "~/web/features/accounts/email-field";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";
import { SendForm } from "./send-form";

type Props = { onSignedIn(): void; onTwoFactor(): void; onBack(): void };

/** Password-less sign-in: a 6-digit code e-mailed to the address. */
export function OtpSignInForm({ onSignedIn, onTwoFactor, onBack }: Props) {
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const text = useMessageText();

  async function sendCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(new FormData(event.currentTarget).get("email"));
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    try {
      await authCall("/email-otp/send-verification-otp", { email: parsed.data, type: "sign-in" });
    } catch (error) {
      return setError(serverMessage(error) ?? "We couldn't send a code. Please try again.");
    } finally {
      setBusy(false);
    }
    setEmail(parsed.data);
  }

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email) return;
    const parsed = otpCodeSchema.safeParse(new FormData(event.currentTarget).get("code"));
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    let signedIn: Awaited<ReturnType<typeof authCall<"/sign-in/email-otp">>>;
    try {
      signedIn = await authCall("/sign-in/email-otp", { email, otp: parsed.data });
    } catch (error) {
      const message = serverMessage(error);
      toast.error(t("Sign in failed"), { description: text(message ?? "An error occurred during sign in.") });
      return setError(message ?? "That code is not valid.");
    } finally {
      setBusy(false);
    }
    if (signedIn.twoFactorRedirect) onTwoFactor();
    else onSignedIn();
  }

  if (!email) {
    return (
      <SendForm form="emailCode" busy={busy} onSubmit={sendCode} onBack={onBack}>
        <EmailField id="otp-email" error={error} />
      </SendForm>
    );
  }
  return (
    <form onSubmit={verify} noValidate className="space-y-4" aria-label={t("Enter your code")}>
      <Alert tone="info">
        {t("If {address} has an account, a code is on its way. It expires in 5 minutes.", { address: email })}
      </Alert>
      <CodeField id="otp-code" error={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Verifying...") : t("Verify Code")}
      </Button>
      <button type="button" className="text-sm text-brand-700 hover:underline" onClick={() => setEmail(null)}>
        {t("Use another e-mail")}
      </button>
    </form>
  );
}
