import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, formValues, validateForm } from "./validate-form";

/**
 * A form's submit: checks the fields with the form's schema and shows their errors, or sends the
 * data, busy meanwhile. `send` shows the server's answer (it may set field errors itself).
 */
export function useFormSubmit<S extends z.ZodType>(
  schema: S,
  send: (data: z.output<S>, form: HTMLFormElement) => Promise<void>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { data, errors } = validateForm(schema, formValues(form));
    setErrors(errors ?? {});
    if (!data) return;
    setBusy(true);
    try {
      await send(data, form);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, onSubmit };
}
