import { Link, useSearchParams } from "react-router";
import type { MyBusinessesPage } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";

type ListPagerProps = { data: MyBusinessesPage; page: number; pageSize: number; keep: string[] };

/**
 * 'Showing 13–24 of 71' and Previous / Next for a list of businesses read on the server one page at a
 * time (?page=). The query parameters named in `keep` (a search, a tab) go along to the other pages.
 */
export function ListPager({ data, page, pageSize, keep }: ListPagerProps) {
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
  const total = `${data.total.toLocaleString("en-US")}${data.total_capped ? "+" : ""}`;
  return (
    <nav aria-label="Business pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600" aria-live="polite">{`Showing ${first}–${last} of ${total}`}</p>
      {(page > 1 || data.next !== null) && (
        <div className="flex gap-2">
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(page - 1)} preventScrollReset>
                Previous
              </Link>
            </Button>
          ) : null}
          {data.next !== null ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(data.next)} preventScrollReset>
                Next
              </Link>
            </Button>
          ) : null}
        </div>
      )}
    </nav>
  );
}
