import { useState } from "react";
import { newPasswordFormSchema } from "~/domain/accounts/account-schemas";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { NewPasswordFields } from "~/web/features/accounts/password-fields";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";

type Props = {
  token: string | null;
  linkError: string | null;
  onDone(twoFactor: boolean): void;
  onRequestNew(): void;
};

/** Sets the new password from a reset link; the server then signs the user in and ends other sessions. */
export function NewPasswordForm({ token, linkError, onDone, onRequestNew }: Props) {
  const [failure, setFailure] = useState<string | null>(linkError);
  const t = useT();
  const text = useMessageText();
  const { errors, setErrors, busy, onSubmit } = useFormSubmit(newPasswordFormSchema, async (data) => {
    if (!token) return;
    setFailure(null);
    try {
      const signedIn = await authCall("/reset-password", { token, newPassword: data.password });
      onDone(Boolean(signedIn?.twoFactorRedirect));
    } catch (error) {
      const refused = error instanceof ApiError ? error.fields.newPassword : undefined;
      if (refused) setErrors({ password: refused });
      else setFailure(serverMessage(error) ?? "We couldn't update your password. Please try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("Set New Password")}>
      {failure ? (
        <Alert tone="error">
          {text(failure)}{" "}
          <button type="button" className="font-medium underline" onClick={onRequestNew}>
            {t("Request a new link")}
          </button>
        </Alert>
      ) : null}
      <NewPasswordFields id="password" labelId="New Password" errors={errors} />
      <Button type="submit" className="w-full" disabled={busy || !token}>
        {busy ? t("Updating...") : t("Update Password")}
      </Button>
    </form>
  );
}
