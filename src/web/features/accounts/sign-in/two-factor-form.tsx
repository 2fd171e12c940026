import { useEffect, useRef, useState } from "react";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { toast } from "~/web/components/ui/toast";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";

/** Texts a code to the account's verified number. */
const textCode = () => authCall("/two-factor/send-otp", {});

type Props = { onSignedIn(): void; onCancel(): void; texted?: boolean };

/**
 * The second step of sign-in: a code from the authenticator app, or (factor_type phone) a code
 * texted to the account's verified number, or a backup code.
 */
export function TwoFactorForm({ onSignedIn, onCancel, texted = false }: Props) {
  const [backup, setBackup] = useState(false);
  const sent = useRef(false);
  // The texted code goes out as the step opens (once; "Send a new code" asks again).
  useEffect(() => {
    if (!texted || sent.current) return;
    sent.current = true;
    // As before, a failure here is not shown: "Send a new code" says whether the next one went.
    textCode().catch((error: unknown) => console.warn("Could not text the sign-in code", error));
  }, [texted]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const text = useMessageText();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!backup && !/^\d{6}$/.test(code))
      return setError(
        texted
          ? "Enter the 6-digit code we texted you"
          : "Enter the 6-digit code from your authenticator app",
      );
    if (backup && code.length < 6) return setError("Enter one of your backup codes");
    setError(null);
    setBusy(true);
    const path = backup
      ? "/two-factor/verify-backup-code"
      : texted
        ? "/two-factor/verify-otp"
        : "/two-factor/verify-totp";
    try {
      await authCall(path, { code });
    } catch (error) {
      const message = serverMessage(error);
      setError(message ?? "That code is not valid.");
      toast.error(t("Sign in failed"), { description: text(message ?? "An error occurred during sign in.") });
      return;
    } finally {
      setBusy(false);
    }
    onSignedIn();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("Two-factor authentication")}>
      <p className="text-sm text-stone-600">
        {backup
          ? t("Enter one of the backup codes you saved when you turned on two-factor authentication.")
          : texted
            ? t("We texted a 6-digit code to the phone number on your account. It expires in 5 minutes.")
            : t("Open your authenticator app and enter the 6-digit code for Ujamaa.")}
      </p>
      <FormField
        key={backup ? "backup" : "totp"}
        id="two-factor-code"
        name="code"
        label={t(backup ? "Backup code" : texted ? "Texted code" : "Authentication code")}
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        error={text(error)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Verifying...") : t("Verify")}
      </Button>
      <div className="flex justify-between text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={() => setBackup(!backup)}>
          {t(backup ? (texted ? "Use the texted code" : "Use the authenticator app") : "Use a backup code")}
        </button>
        {texted && !backup ? (
          <button
            type="button"
            className="text-brand-700 hover:underline"
            onClick={async () => {
              try {
                await textCode();
              } catch (error) {
                toast.error(t("Couldn't send a code"), {
                  description: text(serverMessage(error) ?? "Please try again."),
                });
                return;
              }
              toast.success(t("Code sent"), { description: t("A new code is on its way.") });
            }}
          >
            {t("Send a new code")}
          </button>
        ) : null}
        <button type="button" className="text-brand-700 hover:underline" onClick={onCancel}>
          {t("Cancel")}
        </button>
      </div>
    </form>
  );
}
