import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";
import { PasswordField } from "./password-fields";
import { useMessageText } from "./use-message-text";

type Props = {
  /** The password's error, as the form's check or the server wrote it (English). */
  error?: string;
  busy: boolean;
  onForgot(): void;
  onOtp(): void;
  /** The link to the password-less sign-in: "Email me a sign-in code", "Text me a sign-in code". */
  otpLabel: MessageId;
};

/** The rest of a password sign-in form after its e-mail or phone field: password, submit and links. */
export function PasswordSignInFields({ error, busy, onForgot, onOtp, otpLabel }: Props) {
  const t = useT();
  const text = useMessageText();
  return (
    <>
      <PasswordField
        id="password"
        label={t("Password")}
        autoComplete="current-password"
        error={text(error)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Signing in...") : t("Sign In")}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onForgot}>
          {t("Forgot your password?")}
        </button>
        <button type="button" className="text-brand-700 hover:underline" onClick={onOtp}>
          {t(otpLabel)}
        </button>
      </div>
    </>
  );
}
