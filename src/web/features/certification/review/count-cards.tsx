import type { ReviewPage } from "~/web/lib/api/certification-review";

/** Total, Pending Review, Approved and Rejected, over every paid-tier application. */
export function CountCards({ counts }: { counts: ReviewPage["counts"] }) {
  const cards = [
    { label: "Total", value: counts.total, tone: "text-stone-900" },
    { label: "Pending Review", value: counts.pending, tone: "text-amber-700" },
    { label: "Approved", value: counts.approved, tone: "text-green-700" },
    { label: "Rejected", value: counts.rejected, tone: "text-red-700" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-stone-600">{c.label}</p>
          <p className={`mt-1 text-3xl font-bold ${c.tone}`}>{c.value}</p>
        </li>
      ))}
    </ul>
  );
}
