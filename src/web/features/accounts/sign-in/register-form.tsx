import { registerSchema } from "~/domain/accounts/account-schemas";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { toast } from "~/web/components/ui/toast";
import { EmailField } from "~/web/features/accounts/email-field";
import { NewPasswordFields } from "~/web/features/accounts/password-fields";
import { useFormSubmit } from "~/web/features/accounts/use-form-submit";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { signUpRefusal } from "./sign-up-refusal";

const SERVER_FIELD: Record<string, string> = { password: "password", name: "fullName", email: "email" };

export function RegisterForm({ onRegistered }: { onRegistered(): void }) {
  const t = useT();
  const text = useMessageText();
  const { errors, busy, onSubmit } = useFormSubmit(registerSchema, async (data, form) => {
    try {
      await authCall("/sign-up/email", {
        name: data.fullName,
        email: data.email,
        password: data.password,
        callbackURL: "/auth?type=signup",
      });
    } catch (error) {
      return signUpRefusal(error, SERVER_FIELD);
    }
    form.reset();
    toast.success(t("Account created!"), {
      description: t("Please check your email to verify your account."),
    });
    onRegistered();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("Register")}>
      <FormField
        id="fullName"
        label={t("Full Name")}
        autoComplete="name"
        error={text(errors.fullName)}
        required
      />
      <EmailField error={errors.email} required />
      <NewPasswordFields id="password" labelId="Password" errors={errors} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("Creating account...") : t("Create Account")}
      </Button>
    </form>
  );
}
