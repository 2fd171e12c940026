import { PASSWORD_MIN } from "~/domain/accounts/account-schemas";
import { FormField } from "~/web/components/ui/form-field";
import { useT } from "~/web/features/languages/language-context";
import { useMessageText } from "./use-message-text";
import type { FieldErrors } from "./validate-form";

type PasswordFieldProps = {
  id: string;
  name?: string;
  label: string;
  /** Tells password managers whether to fill in the saved password or offer a new one. */
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string;
};

/** A required password input with its label, hint and error read out with it (in the page's language). */
export function PasswordField(props: PasswordFieldProps) {
  return <FormField type="password" required {...props} />;
}

/** Each new password's label and its confirmation's ("Confirm <label>"). */
const CONFIRM = { Password: "Confirm Password", "New Password": "Confirm New Password" } as const;

type NewPasswordFieldsProps = {
  id: "password" | "newPassword";
  /** The label's message id (translated here, as its confirmation's is). */
  labelId: keyof typeof CONFIRM;
  /** The form's errors as its schema or the server wrote them (English). */
  errors: FieldErrors;
};

/**
 * A new password and its confirmation ("Confirm <label>"); the form's schema checks that they match.
 * Labels, hint and errors in the page's language.
 */
export function NewPasswordFields({ id, labelId, errors }: NewPasswordFieldsProps) {
  const t = useT();
  const text = useMessageText();
  return (
    <>
      <PasswordField
        id={id}
        label={t(labelId)}
        autoComplete="new-password"
        hint={t("At least {min} characters. Avoid common passwords.", { min: String(PASSWORD_MIN) })}
        error={text(errors[id])}
      />
      <PasswordField
        id="confirmPassword"
        label={t(CONFIRM[labelId])}
        autoComplete="new-password"
        error={text(errors.confirmPassword)}
      />
    </>
  );
}
