import { changePasswordFormSchema } from "~/domain/accounts/account-schemas";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { toast } from "~/web/components/ui/toast";
import { NewPasswordFields, PasswordField } from "~/web/features/accounts/password-fields";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";

/** Changes the password (the current one is required) and signs out the other devices. */
export function ChangePasswordCard({ onChanged }: { onChanged(): void }) {
  const t = useT();
  const text = useMessageText();
  const { errors, busy, onSubmit } = useFormSubmit(changePasswordFormSchema, async (data, form) => {
    try {
      await authCall("/change-password", {
        currentPassword: data.currentPassword,
        newPassword: data.newPassword,
        revokeOtherSessions: true,
      });
    } catch (error) {
      // A refused new password names its field; a wrong current password is a bare 400.
      const refused = error instanceof ApiError ? error : null;
      const field = refused?.fields.newPassword
        ? "newPassword"
        : refused?.status === 400
          ? "currentPassword"
          : null;
      return {
        title: "Failed to change password",
        message: serverMessage(error),
        fallback: "Please try again.",
        field,
      };
    }
    form.reset();
    toast.success(t("Password changed"), { description: t("Your other devices have been signed out.") });
    onChanged();
  });

  return (
    <Card aria-labelledby="change-password-title">
      <CardTitle id="change-password-title">{t("Change Password")}</CardTitle>
      <CardDescription>{t("Other devices are signed out when you change it.")}</CardDescription>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <PasswordField
          id="currentPassword"
          label={t("Current Password")}
          autoComplete="current-password"
          error={text(errors.currentPassword)}
        />
        <NewPasswordFields id="newPassword" labelId="New Password" errors={errors} />
        <Button type="submit" disabled={busy}>
          {busy ? t("Updating...") : t("Update Password")}
        </Button>
      </form>
    </Card>
  );
}
