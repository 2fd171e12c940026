import { FormField } from "~/web/components/ui/form-field";
import { useT } from "~/web/features/languages/language-context";
import { useMessageText } from "./use-message-text";

type EmailFieldProps = {
  /** The input's id; its form value is `email` whatever the id. */
  id?: string;
  /** The field's error as the form's check or the server wrote it (English). */
  error?: string | null;
  /** The sign-in, sign-up and reset forms require it; the code form checks it itself. */
  required?: boolean;
};

/** The e-mail address of the sign-in, sign-up, reset and code forms: its label and error in the page's language. */
export function EmailField({ id = "email", error, required = false }: EmailFieldProps) {
  const t = useT();
  const text = useMessageText();
  return (
    <FormField
      id={id}
      name="email"
      label={t("Email")}
      type="email"
      autoComplete="email"
      error={text(error)}
      required={required || undefined}
    />
  );
}
