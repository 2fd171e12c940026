import { Link } from "react-router";
import type { MyBusinessesPage } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";
import type { ListQuery } from "./list-query";

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** 'Showing 13–24 of 71' and Previous / Next: pages are read on the server, one at a time. */
export function ListPager({ data, query }: { data: MyBusinessesPage; query: ListQuery }) {
  const first = (query.page - 1) * query.pageSize + 1;
  const last = first + data.items.length - 1;
  const total = `${data.total.toLocaleString("en-US")}${data.total_capped ? "+" : ""}`;
  const previous = query.page > 1;
  const next = data.next !== null;
  return (
    <nav aria-label="Business pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600" aria-live="polite">{`Showing ${first}–${last} of ${total}`}</p>
      {(previous || next) && (
        <div className="flex gap-2">
          {previous ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(query.q, query.page - 1)} preventScrollReset>
                Previous
              </Link>
            </Button>
          ) : null}
          {next && data.next !== null ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref(query.q, data.next)} preventScrollReset>
                Next
              </Link>
            </Button>
          ) : null}
        </div>
      )}
    </nav>
  );
}
