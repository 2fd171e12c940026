import type { OpenStatus } from "~/domain/businesses/open-status";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { useOpenStatusText } from "./open-status-text";

/** Open Now or Closed (computed by the loader in the business's own time zone); the full label as its title. */
export function OpenStatusBadge({ status }: { status: OpenStatus }) {
  const t = useT();
  const text = useOpenStatusText();
  return (
    <span
      title={text(status)}
      className={cn(
        "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
        status.isOpen ? "bg-green-100 text-green-800" : "bg-stone-200 text-stone-700",
      )}
    >
      {status.isOpen ? t("Open Now") : t("Closed")}
    </span>
  );
}
