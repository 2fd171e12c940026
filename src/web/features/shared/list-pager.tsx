import { Link, useSearchParams } from "react-router";
import type { MyBusinessesPage } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";
import { useUiText } from "~/web/components/ui/ui-text";

type ListPagerProps = { data: MyBusinessesPage; page: number; pageSize: number; keep: string[] };

/**
 * 'Showing 13–24 of 71' and Previous / Next for a list of businesses read on the server one page at a
 * time (?page=). The query parameters named in `keep` (a search, a tab) go along to the other pages.
 */
export function ListPager({ data, page, pageSize, keep }: ListPagerProps) {
  const { t, number } = useUiText();
  const [params] = useSearchParams();
  const pageHref = (target: number) => {
    const next = new URLSearchParams();
    for (const name of keep) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    if (target > 1) next.set("page", String(target));
    return `?${next.toString()}`;
  };
  const first = (page - 1) * pageSize + 1;
  const last = first + data.items.length - 1;
  const total = `${number(data.total)}${data.total_capped ? "+" : ""}`;
  return (
    <nav
      aria-label={t("Business pages")}
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-stone-600" aria-live="polite">
        {t("Showing {first}–{last} of {total}", {
          first: number(first),
          last: number(last),
          total,
        })}
      </p>
      {(page > 1 || data.next !== null) && (
        <div className="flex gap-2">
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(page - 1)} preventScrollReset>
                {t("Previous")}
              </Link>
            </Button>
          ) : null}
          {data.next !== null ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(data.next)} preventScrollReset>
                {t("Next")}
              </Link>
            </Button>
          ) : null}
        </div>
      )}
    </nav>
  );
}
