import { PASSWORD_MIN } from "~/domain/accounts/account-schemas";
import { FormField } from "~/web/components/ui/form-field";
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

/** A required password input with its label, hint and error read out with it. */
export function PasswordField(props: PasswordFieldProps) {
  return <FormField type="password" required {...props} />;
}

type NewPasswordFieldsProps = { id: "password" | "newPassword"; label: string; errors: FieldErrors };

/** A new password and its confirmation ("Confirm <label>"); the form's schema checks that they match. */
export function NewPasswordFields({ id, label, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        id={id}
        label={label}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. Avoid common passwords.`}
        error={errors[id]}
      />
      <PasswordField
        id="confirmPassword"
        label={`Confirm ${label}`}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  );
}
