import { useState } from "react";
import { newPasswordFormSchema } from "~/domain/accounts/account-schemas";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { NewPasswordFields } from "~/web/features/shared/password-fields";
import { useFormSubmit } from "~/web/features/shared/use-form-submit";
import { authCall } from "~/web/lib/api/auth";

type Props = {
  token: string | null;
  linkError: string | null;
  onDone(twoFactor: boolean): void;
  onRequestNew(): void;
};

/** Sets the new password from a reset link; the server then signs the user in and ends other sessions. */
export function NewPasswordForm({ token, linkError, onDone, onRequestNew }: Props) {
  const [failure, setFailure] = useState<string | null>(linkError);
  const { errors, setErrors, busy, onSubmit } = useFormSubmit(newPasswordFormSchema, async (data) => {
    if (!token) return;
    setFailure(null);
    const result = await authCall("/reset-password", {
      token,
      newPassword: data.password,
    });
    if (!result.ok) {
      if (result.field === "newPassword" && result.message) setErrors({ password: result.message });
      else setFailure(result.message ?? "We couldn't update your password. Please try again.");
      return;
    }
    onDone(Boolean(result.data?.twoFactorRedirect));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set New Password">
      {failure ? (
        <Alert tone="error">
          {failure}{" "}
          <button type="button" className="font-medium underline" onClick={onRequestNew}>
            Request a new link
          </button>
        </Alert>
      ) : null}
      <NewPasswordFields id="password" label="New Password" errors={errors} />
      <Button type="submit" className="w-full" disabled={busy || !token}>
        {busy ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
