import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { cn } from "~/web/lib/cn";

type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children(aria: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    "aria-required"?: true;
  }): ReactNode;
};

/** A label (with * when required), one control, its hint and its error, read out together. */
export function FieldShell({ id, label, required, error, hint, className, children }: FieldShellProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-ember-600">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
        "aria-required": required ? true : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-ember-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & Omit<FieldShellProps, "children">;

export function TextField({ id, label, required, error, hint, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(aria) => <Input {...aria} {...props} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & Omit<FieldShellProps, "children">;

export function TextAreaField({ id, label, required, error, hint, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(aria) => (
        <textarea
          {...aria}
          rows={4}
          className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-ember-600 md:text-sm"
          {...props}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id" | "children"> &
  Omit<FieldShellProps, "children"> & { options: readonly string[]; placeholder: string };

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
    <FieldShell id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(aria) => (
        <select
          {...aria}
          className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-ember-600 md:text-sm"
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
