import { useState } from "react";
import { phoneOnlySchema, phoneResetSchema } from "~/domain/accounts/phone-schemas";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { CodeField } from "~/web/features/accounts/code-field";
import { NewPasswordFields } from "~/web/features/accounts/password-fields";
import { PhoneField } from "~/web/features/accounts/phone/phone-field";
import { SendForm } from "~/web/features/accounts/sign-in/send-form";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";

type Phone = { phoneNumber: string; country: string };
type Props = { onDone(twoFactor: boolean): void; onBack(): void };

/** Reset a password by phone: a code texted to the number, then the new password with it. */
export function PhoneResetForm({ onDone, onBack }: Props) {
  const [phone, setPhone] = useState<Phone | null>(null);
  const t = useT();
  const ask = useFormSubmit(phoneOnlySchema, async (data) => {
    const to = { phoneNumber: data.phoneNumber, country: data.country };
    try {
      await authCall("/phone-number/request-password-reset", to);
    } catch (error) {
      return {
        title: "Couldn't send a code",
        message: serverMessage(error),
        fallback: "Please try again.",
        field: "phoneNumber",
      };
    }
    setPhone(to);
  });
  const reset = useFormSubmit(phoneResetSchema, async (data) => {
    if (!phone) return;
    try {
      await authCall("/phone-number/reset-password", {
        ...phone,
        otp: data.code,
        newPassword: data.newPassword,
      });
    } catch (error) {
      const refusedPassword = error instanceof ApiError && "newPassword" in error.fields;
      return {
        title: "Password reset failed",
        message: serverMessage(error),
        fallback: "Please try again.",
        field: refusedPassword ? "newPassword" : "code",
      };
    }
    toast.success(t("Password updated"), { description: t("Your new password is set.") });
    // Signed in with the new password at once, as a reset by e-mail does; if that fails, the
    // password is still set and the login form is the next step.
    const signedIn = await authCall("/sign-in/phone-number", { ...phone, password: data.newPassword }).catch(
      (error: unknown) => console.warn("Could not sign in after the reset", error),
    );
    onDone(signedIn?.twoFactorRedirect === true);
  });

  if (phone) {
    return (
      <form onSubmit={reset.onSubmit} noValidate className="space-y-4" aria-label={t("Set a new password")}>
        <Alert tone="info">
          {t("If {address} has an account, a code is on its way. It expires in 5 minutes.", {
            address: phone.phoneNumber,
          })}
        </Alert>
        <CodeField id="reset-code" error={reset.errors.code} />
        <NewPasswordFields id="newPassword" labelId="New Password" errors={reset.errors} />
        <Button type="submit" className="w-full" disabled={reset.busy}>
          {reset.busy ? t("Updating...") : t("Update Password")}
        </Button>
        <button
          type="button"
          className="text-sm text-brand-700 hover:underline"
          onClick={() => setPhone(null)}
        >
          {t("Use another number")}
        </button>
      </form>
    );
  }
  return (
    <SendForm form="phoneReset" busy={ask.busy} onSubmit={ask.onSubmit} onBack={onBack}>
      <PhoneField id="reset-phone" error={ask.errors.phoneNumber} />
    </SendForm>
  );
}
