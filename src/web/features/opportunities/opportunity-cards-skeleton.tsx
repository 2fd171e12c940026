import { OPPORTUNITY_SKELETON_CARDS } from "~/domain/opportunities/opportunity-rules";
import { useT } from "~/web/features/languages/language-context";

/** The loading state: six grey cards in the list's grid (part 2 §9). */
export function OpportunityCardsSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t("Loading opportunities")}
      className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: OPPORTUNITY_SKELETON_CARDS }, (_, i) => (
        <div
          key={i}
          data-testid="opportunity-skeleton"
          className="animate-pulse rounded-lg border border-stone-200 bg-white p-5"
        >
          <div className="h-5 w-3/4 rounded bg-stone-200" />
          <div className="mt-3 h-4 w-1/2 rounded bg-stone-200" />
          <div className="mt-4 space-y-2">
            <div className="h-3 rounded bg-stone-200" />
            <div className="h-3 rounded bg-stone-200" />
            <div className="h-3 w-2/3 rounded bg-stone-200" />
          </div>
          <div className="mt-4 h-4 w-1/3 rounded bg-stone-200" />
        </div>
      ))}
    </div>
  );
}
