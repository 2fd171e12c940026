import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/web/lib/cn";
import { Label } from "./label";

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A label, the required mark beside it (hidden from screen readers: the control says it is required),
 * a control, its hint and error.
 */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-baseline">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-sm font-medium text-ember-600">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-ember-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The accessibility attributes a control of a Field carries. */
export function controlProps(
  id: string,
  { error, hint, required }: { error?: string; hint?: string; required?: boolean },
) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-describedby": described || undefined,
  } as const;
}

const CONTROL =
  "w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 aria-[invalid=true]:border-ember-600 md:text-sm";

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(CONTROL, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(CONTROL, "min-h-24 py-2", className)} {...props} />;
}
