/** The shape of the figures while they load: four cards with a chart's room each. */
export function AnalyticsSkeleton() {
  return (
    <div aria-hidden="true" className="grid animate-pulse grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
          <div className="h-4 w-24 rounded bg-stone-200" />
          <div className="mt-3 h-8 w-16 rounded bg-stone-200" />
          <div className="mt-2 h-3 w-28 rounded bg-stone-100" />
          <div className="mt-3 h-16 rounded bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
