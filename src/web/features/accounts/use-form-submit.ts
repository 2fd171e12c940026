import { useState } from "react";
import type { z } from "zod";
import { toast } from "~/web/components/ui/toast";
import { useMessageText } from "./use-message-text";
import { type FieldErrors, formValues, validateForm } from "./validate-form";

/**
 * The server refused: a toast titled `title`, and its message also under the form's `field` when it names one.
 * Its texts are English messages; the toast shows them in the page's language.
 */
export type Refusal = { title: string; message: string | null; fallback: string; field?: string | null };

/**
 * A form's submit: checks the fields with the form's schema and shows their errors, or sends the
 * data, busy meanwhile. `send` shows a success itself and returns a refusal for the hook to show.
 */
export function useFormSubmit<S extends z.ZodType>(
  schema: S,
  send: (data: z.output<S>, form: HTMLFormElement) => Promise<Refusal | undefined> | Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const text = useMessageText();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data, errors } = validateForm(schema, formValues(form));
    setErrors(errors ?? {});
    if (!data) return;
    setBusy(true);
    const refusal = await send(data, form).finally(() => setBusy(false));
    if (!refusal) return;
    if (refusal.field && refusal.message) setErrors({ [refusal.field]: refusal.message });
    toast.error(text(refusal.title) ?? refusal.title, {
      description: text(refusal.message ?? refusal.fallback),
    });
  }

  return { errors, setErrors, busy, onSubmit };
}
