import { loginSchema } from "~/domain/accounts/account-schemas";
import { EmailField } from "~/web/features/accounts/email-field";
import { PasswordSignInFields } from "~/web/features/accounts/password-sign-in-fields";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";

type Props = { onSignedIn(): void; onTwoFactor(methods?: string[]): void; onForgot(): void; onOtp(): void };

export function LoginForm({ onSignedIn, onTwoFactor, onForgot, onOtp }: Props) {
  const t = useT();
  const { errors, busy, onSubmit } = useFormSubmit(loginSchema, async (data) => {
    let signedIn: Awaited<ReturnType<typeof authCall<"/sign-in/email">>>;
    try {
      signedIn = await authCall("/sign-in/email", data);
    } catch (error) {
      return {
        title: "Sign in failed",
        message: serverMessage(error),
        fallback: "An error occurred during sign in.",
      };
    }
    if (signedIn.twoFactorRedirect) onTwoFactor(signedIn.twoFactorMethods);
    else onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("Login")}>
      <EmailField error={errors.email} required />
      <PasswordSignInFields
        error={errors.password}
        busy={busy}
        onForgot={onForgot}
        onOtp={onOtp}
        otpLabel="Email me a sign-in code"
      />
    </form>
  );
}
