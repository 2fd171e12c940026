/** The two admin tabs the certification work fills; until then they say so plainly. */
export function FormsOverviewNote() {
  return (
    <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-600">
      The overview of certification forms and the documents owners submit is not available yet. It arrives
      with certification applications.
    </p>
  );
}

export function DocumentManagerNote() {
  return (
    <p className="rounded-lg border border-stone-200 bg-white p-6 text-stone-600">
      The certification document manager is not available yet. Template documents for the certification and
      affidavit forms will be managed here once certification applications are built.
    </p>
  );
}
