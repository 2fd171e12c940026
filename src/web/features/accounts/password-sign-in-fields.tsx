import { Button } from "~/web/components/ui/button";
import { PasswordField } from "./password-fields";

type Props = {
  error?: string;
  busy: boolean;
  onForgot(): void;
  onOtp(): void;
  /** The link to the password-less sign-in: "Email me a sign-in code", "Text me a sign-in code". */
  otpLabel: string;
};

/** The rest of a password sign-in form after its e-mail or phone field: password, submit and links. */
export function PasswordSignInFields({ error, busy, onForgot, onOtp, otpLabel }: Props) {
  return (
    <>
      <PasswordField id="password" label="Password" autoComplete="current-password" error={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onForgot}>
          Forgot your password?
        </button>
        <button type="button" className="text-brand-700 hover:underline" onClick={onOtp}>
          {otpLabel}
        </button>
      </div>
    </>
  );
}
