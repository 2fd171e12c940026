import type { ComponentProps } from "react";
import { controlProps, Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";

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
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Input {...controlProps(id, { error, hint, required })} {...props} />
    </Field>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & FieldOptions;

export function TextAreaField({ id, label, required, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Textarea rows={4} {...controlProps(id, { error, hint, required })} {...props} />
    </Field>
  );
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id" | "children"> &
  FieldOptions & { options: readonly string[]; placeholder: string };

/** A native select: the first, empty choice is the placeholder. */
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
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <Select {...controlProps(id, { error, hint, required })} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Field>
  );
}
