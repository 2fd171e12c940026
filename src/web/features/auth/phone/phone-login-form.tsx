import { phoneLoginSchema } from "~/domain/accounts/phone-schemas";
import { Button } from "~/web/components/ui/button";
import { PasswordField } from "~/web/features/shared/password-fields";
import { PhoneField } from "~/web/features/shared/phone/phone-field";
import { useFormSubmit } from "~/web/features/shared/use-form-submit";
import { authCall } from "~/web/lib/api";

type Props = { onSignedIn(): void; onTwoFactor(methods?: string[]): void; onForgot(): void; onOtp(): void };

/** Sign in with a phone number and password: the Login tab with "Phone" chosen. */
export function PhoneLoginForm({ onSignedIn, onTwoFactor, onForgot, onOtp }: Props) {
  const { errors, busy, onSubmit } = useFormSubmit(phoneLoginSchema, async (data) => {
    const body = { phoneNumber: data.phoneNumber, country: data.country, password: data.password };
    const result = await authCall("/sign-in/phone-number", body);
    if (!result.ok)
      return {
        title: "Sign in failed",
        message: result.message,
        fallback: "An error occurred during sign in.",
        field: result.field === "phoneNumber" ? "phoneNumber" : null,
      };
    if (result.data.twoFactorRedirect) onTwoFactor(result.data.twoFactorMethods);
    else onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Login with phone">
      <PhoneField id="login-phone" error={errors.phoneNumber} />
      <PasswordField id="password" label="Password" autoComplete="current-password" error={errors.password} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onForgot}>
          Forgot your password?
        </button>
        <button type="button" className="text-brand-700 hover:underline" onClick={onOtp}>
          Text me a sign-in code
        </button>
      </div>
    </form>
  );
}
