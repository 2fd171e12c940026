import { useCallback, useState } from "react";
import type { Business } from "~/domain/listing/business-schema";
import type { BusinessSearch } from "~/domain/search/search-params";
import { searchBusinesses } from "~/web/lib/api/businesses";
import { ApiError } from "~/web/lib/api/client";

/** Spec: Load More adds the next page after a 500 ms delay. */
export const LOAD_MORE_DELAY_MS = 500;

/** The first page and the search it answers. */
type FirstPage = { items: Business[]; next: number | null; search: BusinessSearch };

/**
 * The server-rendered first page plus the pages Load More appends from the API. Remount (key the
 * component by the URL's query) when the filters change: that resets it to the first page.
 */
export function useLoadMore(first: FirstPage) {
  const [items, setItems] = useState(first.items);
  const [next, setNext] = useState(first.next);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMore = useCallback(async () => {
    if (next === null || loading) return;
    setLoading(true);
    setError(null);
    try {
      await new Promise((resolve) => setTimeout(resolve, LOAD_MORE_DELAY_MS));
      const page = await searchBusinesses({ ...first.search, page: next });
      setItems((current) => {
        const seen = new Set(current.map((b) => b.id));
        return [...current, ...page.items.filter((b) => !seen.has(b.id))];
      });
      setNext(page.next);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? `Failed to load data: ${e.message}`
          : "Failed to load data: the network failed.",
      );
    } finally {
      setLoading(false);
    }
  }, [next, loading, first.search]);

  const remove = useCallback((id: string) => setItems((current) => current.filter((b) => b.id !== id)), []);

  return { items, next, loading, error, loadMore, remove };
}
