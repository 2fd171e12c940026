import { SEARCH_FILTER_KEYS } from "~/domain/search/search-keys";
import type { BusinessSearch } from "~/domain/search/search-params";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { SearchForm } from "~/web/features/search/form/search-form";

/** The filters the Filter button counts: all but the keyword and the tab, which the heading and the tabs show. */
const COUNTED = SEARCH_FILTER_KEYS.filter((key) => key !== "keyword" && key !== "tab");

/**
 * The Filter button opens a panel of every filter; applying it puts them in the URL (the page
 * starts again at 1). A <details> element, so it opens and submits without JavaScript too.
 */
export function FilterPanel({ search }: { search: BusinessSearch }) {
  const t = useT();
  const active = COUNTED.filter((key) => search[key]).length;
  return (
    <details className="group relative">
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100">
        <Icon name="sliders-horizontal" className="h-4 w-4" />
        {t("Filter")}
        {active > 0 && (
          <span className="rounded-full bg-brand-800 px-1.5 text-xs text-white">
            <span className="sr-only">(</span>
            {active}
            <span className="sr-only">{` ${t("active")})`}</span>
          </span>
        )}
      </summary>
      <SearchForm variant="filters" search={search} />
    </details>
  );
}
