import type { ReactNode } from "react";
import { Icon } from "~/web/components/ui/icon";
import { cn } from "~/web/lib/cn";

type StatusAlertProps = { tone: "info" | "error"; title?: string; children: ReactNode; action?: ReactNode };

/** An alert box: the no-results notice, a bad-input message, or a failed load with Retry. */
export function StatusAlert({ tone, title, children, action }: StatusAlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-900"
          : "border-amber-200 bg-amber-50 text-amber-950",
      )}
    >
      <Icon name="circle-exclamation-point" className="h-5 w-5 shrink-0" />
      <div className="flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div className="text-sm">{children}</div>
      </div>
      {action}
    </div>
  );
}
