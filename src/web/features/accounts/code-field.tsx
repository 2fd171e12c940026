import { FormField } from "~/web/components/ui/form-field";
import { useT } from "~/web/features/languages/language-context";
import { useMessageText } from "./use-message-text";

/**
 * The 6-digit one-time code's field (form value `code`), e-mailed or texted; its error (English, as the
 * check or the server wrote it) in the page's language.
 */
export function CodeField({ id, error }: { id: string; error?: string | null }) {
  const t = useT();
  const text = useMessageText();
  return (
    <FormField
      id={id}
      name="code"
      label={t("Code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={text(error)}
    />
  );
}
