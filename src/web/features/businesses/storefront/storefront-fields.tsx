import type { ComponentProps } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { controlProps, Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { useT } from "~/web/features/languages/language-context";

type FieldOptions = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
};

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & FieldOptions;

export function TextField({ id, label, required, error, hint, className, ...props }: TextFieldProps) {
  const t = useT();
  const shown = error ? t(error as MessageId) : undefined;
  return (
    <Field id={id} label={label} required={required} error={shown} hint={hint} className={className}>
      <Input {...controlProps(id, { error: shown, hint, required })} {...props} />
    </Field>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & FieldOptions;

export function TextAreaField({ id, label, required, error, hint, className, ...props }: TextAreaFieldProps) {
  const t = useT();
  const shown = error ? t(error as MessageId) : undefined;
  return (
    <Field id={id} label={label} required={required} error={shown} hint={hint} className={className}>
      <Textarea rows={4} {...controlProps(id, { error: shown, hint, required })} {...props} />
    </Field>
  );
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id" | "children"> &
  FieldOptions & { options: readonly string[]; placeholder: string };

/** A native select: the first, empty choice is the placeholder; the options are messages (categories) shown through `t`. */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  className,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const t = useT();
  const shown = error ? t(error as MessageId) : undefined;
  return (
    <Field id={id} label={label} required={required} error={shown} hint={hint} className={className}>
      <Select {...controlProps(id, { error: shown, hint, required })} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(option as MessageId)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
