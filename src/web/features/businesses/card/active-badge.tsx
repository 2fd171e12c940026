import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

const TONES = {
  /** In a card's row of badges. */
  inline: { active: "bg-green-100 text-green-800", inactive: "bg-stone-200 text-stone-700" },
  /** In the corner of a storefront's banner. */
  banner: {
    active: "absolute end-2 top-2 text-xs font-semibold bg-brand-100 text-brand-900",
    inactive: "absolute end-2 top-2 text-xs font-semibold bg-stone-200 text-stone-800",
  },
};

/** Whether the business is shown in the directory: "Active" or "Inactive". */
export function ActiveBadge({ active, look = "inline" }: { active: boolean; look?: keyof typeof TONES }) {
  const t = useT();
  return (
    <span className={cn("rounded-full px-2 py-0.5", TONES[look][active ? "active" : "inactive"])}>
      {active ? t("Active") : t("Inactive")}
    </span>
  );
}
