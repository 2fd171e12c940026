import type { ComponentProps } from "react";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import type { Option } from "./search-options";

type SelectFieldProps = Omit<ComponentProps<"select">, "children"> & {
  id: string;
  label: string;
  options: readonly Option[];
  hideLabel?: boolean;
};

/** A labelled native select: works without JavaScript and on every phone. */
export function SelectField({ id, label, options, hideLabel, className, ...props }: SelectFieldProps) {
  const t = useT();
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-stone-700", hideLabel && "sr-only")}>
        {label}
      </label>
      <select
        id={id}
        className="h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-stone-900"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; hideLabel?: boolean };

export function TextField({ id, label, hideLabel, className, ...props }: TextFieldProps) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className={cn("text-sm font-medium text-stone-700", hideLabel && "sr-only")}>
        {label}
      </label>
      <input
        id={id}
        className="h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-stone-900 placeholder:text-stone-500"
        {...props}
      />
    </div>
  );
}
