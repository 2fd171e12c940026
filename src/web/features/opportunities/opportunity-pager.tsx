import { Link } from "react-router";
import { OPPORTUNITIES_PER_PAGE } from "~/domain/opportunities/opportunity-rules";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

type OpportunityPagerProps = {
  page: number;
  total: number;
  next: number | null;
  /** The current query string, whose filters every page link keeps. */
  search: string;
};

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `/opportunities?${query}` : "/opportunities";
}

/** Previous and Next pages of the list, as links (the server reads one page at a time). */
export function OpportunityPager({ page, total, next, search }: OpportunityPagerProps) {
  const t = useT();
  const to = useLocalPath();
  const pages = Math.max(1, Math.ceil(total / OPPORTUNITIES_PER_PAGE));
  if (pages <= 1 && page === 1) return null;
  const link = "rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100";
  return (
    <nav aria-label={t("Pages")} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(pageHref(search, page - 1))} className={link} rel="prev">
          {t("Previous")}
        </Link>
      ) : null}
      <span className="text-sm text-stone-600" aria-current="page">
        {t("Page {page} of {pages}", { page, pages })}
      </span>
      {next ? (
        <Link to={to(pageHref(search, next))} className={link} rel="next">
          {t("Next")}
        </Link>
      ) : null}
    </nav>
  );
}
