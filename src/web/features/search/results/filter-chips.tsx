import { Link } from "react-router";
import type { BusinessSearch } from "~/domain/search/search-params";
import { Icon } from "~/web/components/ui/icon";
import { searchHref } from "~/web/features/search/search-href";
import { DIRECTORY_PAGE } from "~/web/features/search/search-pages";

/** The directory's filters as chips, each with its label. */
const LABELS = { keyword: "Search", location: "Location", category: "Category", tier: "Tier" } as const;

/** One chip per active filter, each with a remove link, and 'Clear all'. */
export function FilterChips({ search }: { search: BusinessSearch }) {
  const active = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((key) => search[key]);
  if (active.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {active.map((key) => (
        <li
          key={key}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 ring-1 ring-brand-100"
        >
          {`${LABELS[key]}: ${search[key]}`}
          <Link
            to={searchHref(DIRECTORY_PAGE, { ...search, [key]: null, page: null })}
            preventScrollReset
            aria-label={`Remove ${LABELS[key].toLowerCase()} filter`}
            className="rounded-full p-1 hover:bg-brand-100"
          >
            <Icon name="x" className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={DIRECTORY_PAGE.path}
          preventScrollReset
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}
