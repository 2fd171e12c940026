/** Stands in for the analytics tab until its figures are built: no made-up numbers. */
export default function AnalyticsFallback() {
  return (
    <section
      aria-labelledby="analytics-soon"
      className="rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm"
    >
      <h2 id="analytics-soon" className="text-lg font-semibold text-stone-900">
        Analytics
      </h2>
      <p className="mt-2 text-stone-600">Analytics dashboard will be available soon</p>
    </section>
  );
}
