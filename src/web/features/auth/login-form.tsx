import { loginSchema } from "~/domain/accounts/account-schemas";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { PasswordField } from "~/web/features/shared/password-fields";
import { useFormSubmit } from "~/web/features/shared/use-form-submit";
import { authCall } from "~/web/lib/api";

type Props = { onSignedIn(): void; onTwoFactor(methods?: string[]): void; onForgot(): void; onOtp(): void };

export function LoginForm({ onSignedIn, onTwoFactor, onForgot, onOtp }: Props) {
  const { errors, busy, onSubmit } = useFormSubmit(loginSchema, async (data) => {
    const result = await authCall("/sign-in/email", data);
    if (!result.ok)
      return {
        title: "Sign in failed",
        message: result.message,
        fallback: "An error occurred during sign in.",
      };
    if (result.data.twoFactorRedirect) onTwoFactor(result.data.twoFactorMethods);
    else onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Login">
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email} required />
      <PasswordField id="password" label="Password" autoComplete="current-password" error={errors.password} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onForgot}>
          Forgot your password?
        </button>
        <button type="button" className="text-brand-700 hover:underline" onClick={onOtp}>
          Email me a sign-in code
        </button>
      </div>
    </form>
  );
}
