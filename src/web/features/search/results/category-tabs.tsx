import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import type { BusinessSearch } from "~/domain/search/search-params";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { searchHref } from "~/web/features/search/search-href";
import { LISTING_PAGE } from "~/web/features/search/search-pages";
import { cn } from "~/web/lib/cn";

type CategoryTabsProps = {
  categories: { slug: string; title: string }[];
  /** The selected tab's value: "all" or a category slug. */
  active: string;
  search: BusinessSearch;
};

/**
 * "All" plus one tab per category (value the slug, label the title). Each tab is a link, so the
 * tab lives in the URL and works without JavaScript; choosing one drops the category filter.
 */
export function CategoryTabs({ categories, active, search }: CategoryTabsProps) {
  const t = useT();
  const local = useLocalPath();
  const tabs = [{ slug: "all", title: "All" }, ...categories];
  return (
    <nav aria-label={t("Category tabs")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex w-max gap-1 border-b border-stone-200">
        {tabs.map((tab) => {
          const selected = tab.slug === active;
          return (
            <li key={tab.slug}>
              <Link
                to={local(
                  searchHref(LISTING_PAGE, {
                    ...search,
                    tab: tab.slug === "all" ? null : tab.slug,
                    category: null,
                    page: null,
                  }),
                )}
                aria-current={selected ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                  selected
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900",
                )}
              >
                {t(tab.title as MessageId)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
