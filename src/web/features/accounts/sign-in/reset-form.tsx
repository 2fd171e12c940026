import { useState } from "react";
import { resetSchema } from "~/domain/accounts/account-schemas";
import { Alert } from "~/web/components/ui/alert";
import { EmailField } from "~/web/features/accounts/email-field";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";
import { OutboxHint } from "./outbox-hint";
import { SendForm } from "./send-form";

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ResetForm({ outboxUrl, onBack }: { outboxUrl: string | null; onBack(): void }) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = useT();
  const text = useMessageText();
  const { errors, busy, onSubmit } = useFormSubmit(resetSchema, async (data) => {
    try {
      await authCall("/request-password-reset", { email: data.email, redirectTo: "/auth?mode=newPassword" });
      setSent(true);
    } catch (error) {
      setFailure(serverMessage(error) ?? "We couldn't send the reset e-mail. Please try again.");
    }
  });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    setFailure(null);
    return onSubmit(event);
  }

  return (
    <SendForm form="emailReset" busy={busy} onSubmit={submit} onBack={onBack}>
      {sent ? (
        <Alert tone="success">
          {t(
            "If an account exists for that e-mail, we've sent a link to reset your password. Check your inbox.",
          )}
        </Alert>
      ) : null}
      {sent ? <OutboxHint href={outboxUrl} /> : null}
      {failure ? <Alert tone="error">{text(failure)}</Alert> : null}
      <EmailField error={errors.email} required />
    </SendForm>
  );
}
