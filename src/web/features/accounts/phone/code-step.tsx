import { useState } from "react";
import { otpCodeSchema } from "~/domain/accounts/account-schemas";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { CodeField } from "~/web/features/accounts/code-field";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { serverMessage } from "~/web/lib/api/client";

/** The words a caller gives are in the page's language already; the refusals it returns are English messages. */
type Props = {
  /** What the notice says was sent: "If +254 … has an account, a code is on its way." */
  notice: string;
  /** Checks the code; a message when refused. */
  onCode(code: string): Promise<string | null>;
  onResend(): Promise<void>;
  onBack(): void;
  backLabel: string;
  submitLabel?: string;
  failureTitle: string;
};

/** The second step of a phone form: the 6-digit code texted to the number. */
export function CodeStep({ notice, onCode, onResend, onBack, backLabel, submitLabel, failureTitle }: Props) {
  const t = useT();
  const text = useMessageText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(new FormData(event.currentTarget).get("code"));
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    setBusy(true);
    const refused = await onCode(parsed.data).finally(() => setBusy(false));
    if (refused) {
      setError(refused);
      toast.error(failureTitle, { description: text(refused) });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("Enter your code")}>
      <Alert tone="info">{notice}</Alert>
      <CodeField id="phone-code" error={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Verifying...") : (submitLabel ?? t("Verify Code"))}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-brand-700 hover:underline"
          onClick={async () => {
            try {
              await onResend();
            } catch (error) {
              toast.error(t("Couldn't send a code"), {
                description: text(serverMessage(error) ?? "Please try again."),
              });
              return;
            }
            toast.success(t("Code sent"), {
              description: t("A new code is on its way. The last one no longer works."),
            });
          }}
        >
          {t("Send a new code")}
        </button>
        <button type="button" className="text-brand-700 hover:underline" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </form>
  );
}
