import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import type { BusinessSearch } from "~/domain/search/search-params";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { searchHref } from "~/web/features/search/search-href";
import { DIRECTORY_PAGE } from "~/web/features/search/search-pages";

/** The directory's filters as chips, each with its label and its remove link's name. */
const LABELS = { keyword: "Search", location: "Location", category: "Category", tier: "Tier" } as const;
const REMOVE = {
  keyword: "Remove search filter",
  location: "Remove location filter",
  category: "Remove category filter",
  tier: "Remove tier filter",
} as const satisfies Record<keyof typeof LABELS, MessageId>;

/** One chip per active filter, each with a remove link, and 'Clear all'. */
export function FilterChips({ search }: { search: BusinessSearch }) {
  const t = useT();
  const local = useLocalPath();
  const active = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((key) => search[key]);
  if (active.length === 0) return null;
  // A category (its title) and a tier are named in the page's language; a typed keyword or place as typed.
  const chipValue = (key: keyof typeof LABELS) => {
    const value = search[key] ?? "";
    return key === "category" || key === "tier" ? t(value as MessageId) : value;
  };
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t("Active filters")}>
      {active.map((key) => (
        <li
          key={key}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-900 ring-1 ring-brand-100"
        >
          {t("{label}: {value}", { label: t(LABELS[key]), value: chipValue(key) })}
          <Link
            to={local(searchHref(DIRECTORY_PAGE, { ...search, [key]: null, page: null }))}
            preventScrollReset
            aria-label={t(REMOVE[key])}
            className="rounded-full p-1 hover:bg-brand-100"
          >
            <Icon name="x" className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={local(DIRECTORY_PAGE.path)}
          preventScrollReset
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t("Clear all")}
        </Link>
      </li>
    </ul>
  );
}
