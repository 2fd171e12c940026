import type { ReactNode } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";

/** Each send form's words: its accessible name, what is sent and what for, and its button. */
export const SEND_FORMS = {
  emailCode: {
    label: "Sign in with a code",
    intro: "We'll e-mail you a 6-digit code to sign in without your password.",
    submitLabel: "Send Code",
  },
  phoneCode: {
    label: "Sign in with a texted code",
    intro: "We'll text you a 6-digit code to sign in without your password.",
    submitLabel: "Send Code",
  },
  emailReset: {
    label: "Reset Password",
    intro: "Enter your e-mail and we'll send you a link to set a new password.",
    submitLabel: "Send Reset Link",
  },
  phoneReset: {
    label: "Reset password by phone",
    intro: "We'll text a code to your number to set a new password.",
    submitLabel: "Text Me a Code",
  },
} as const satisfies Record<string, { label: MessageId; intro: MessageId; submitLabel: MessageId }>;

type SendFormProps = {
  form: keyof typeof SEND_FORMS;
  /** The field of the address or number it goes to (and any notice above it). */
  children: ReactNode;
  busy: boolean;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
  onBack(): void;
};

/** The first step of a password-less sign-in or a password reset: where to send the code or the link. */
export function SendForm({ form, children, busy, onSubmit, onBack }: SendFormProps) {
  const { label, intro, submitLabel } = SEND_FORMS[form];
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t(label)}>
      <p className="text-sm text-stone-600">{t(intro)}</p>
      {children}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Sending...") : t(submitLabel)}
      </Button>
      <button type="button" className="text-sm text-brand-700 hover:underline" onClick={onBack}>
        {t("Back to Login")}
      </button>
    </form>
  );
}
