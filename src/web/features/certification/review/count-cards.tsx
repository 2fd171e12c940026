import { useFormat, useT } from "~/web/features/languages/language-context";
import type { ReviewPage } from "~/web/lib/api/certification-review";

/** Total, Pending Review, Approved and Rejected, over every paid-tier application. */
export function CountCards({ counts }: { counts: ReviewPage["counts"] }) {
  const t = useT();
  const format = useFormat();
  const cards = [
    { label: t("Total"), value: counts.total, tone: "text-stone-900" },
    { label: t("Pending Review"), value: counts.pending, tone: "text-amber-700" },
    { label: t("Approved"), value: counts.approved, tone: "text-green-700" },
    { label: t("Rejected"), value: counts.rejected, tone: "text-red-700" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-stone-600">{c.label}</p>
          <p className={`mt-1 text-3xl font-bold ${c.tone}`}>{format.number(c.value)}</p>
        </li>
      ))}
    </ul>
  );
}
