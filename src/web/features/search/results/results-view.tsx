import { Link, useLocation, useSearchParams } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

export type ResultsView = "list" | "map";

/** The results' view from the URL (`view=map`), so a map of a search is a shareable link. */
export function useResultsView(): ResultsView {
  const [params] = useSearchParams();
  return params.get("view") === "map" ? "map" : "list";
}

/** A page's URL with the results' view set (the list is the default and leaves `view` out). */
export function withView(href: string, view: ResultsView): string {
  const url = new URL(href, "http://x");
  url.searchParams.delete("view");
  if (view === "map") url.searchParams.set("view", "map");
  const qs = url.searchParams.toString();
  return qs ? `${url.pathname}?${qs}` : url.pathname;
}

/** List | Map: two links, the current one marked for screen readers. */
export function ResultsViewSwitch() {
  const location = useLocation();
  const view = useResultsView();
  const t = useT();
  const here = `${location.pathname}${location.search}`;
  const link = (to: ResultsView, label: MessageId) => (
    <Link
      to={withView(here, to)}
      preventScrollReset
      aria-current={view === to ? "page" : undefined}
      className={cn(
        "inline-flex h-9 items-center px-3 text-sm font-medium",
        view === to ? "bg-brand-700 text-white" : "bg-white text-stone-700 hover:bg-stone-50",
      )}
    >
      {t(label)}
    </Link>
  );
  return (
    <nav
      aria-label={t("Results view")}
      className="inline-flex overflow-hidden rounded-md border border-stone-300"
    >
      {link("list", "List")}
      {link("map", "Map")}
    </nav>
  );
}
