import type { ComponentProps } from "react";
import { cn } from "~/web/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50 aria-[invalid=true]:border-ember-600 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
