import type { ComponentProps } from "react";
import { cn } from "~/web/lib/cn";

type AlertProps = ComponentProps<"div"> & { tone?: "info" | "success" | "warning" | "error" };

const tones = {
  info: "border-sky-200 bg-sky-50 text-sky-900",
  success: "border-brand-100 bg-brand-50 text-brand-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  error: "border-red-200 bg-red-50 text-red-900",
};

/** A message box; errors are announced (role alert), the rest politely (role status). */
export function Alert({ tone = "info", className, ...props }: AlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md border px-4 py-3 text-sm", tones[tone], className)}
      {...props}
    />
  );
}
