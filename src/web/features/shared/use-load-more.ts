import { useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** A page of a list: its items and the number of the next page (null after the last). */
export type ListPage<T> = { items: T[]; next: number | null };

type LoadMoreOptions<T, P> = {
  /** Reads one page through the client. */
  read(page: number): Promise<P>;
  /** What tells items apart: a page read after the list moved may repeat one already shown. */
  idOf(item: T): string;
  /** Which list this is (a search, a tab): when it changes, the appended pages go. */
  list?: string;
  /** A pause before each Load more (the directory's spec asks for one). */
  delayMs?: number;
  /** Told when Load more fails (besides `error`), to raise a toast. */
  onError?(error: unknown): void;
};

type Appended<P> = { number: number; page: P };

/**
 * A list whose first page comes from the page's loader and whose next pages Load more reads
 * through the client (decision 039). After a write, `refresh()` runs the loader again and reads the
 * appended pages again with it, so the whole list shows what the server has without starting over.
 */
export function useLoadMore<P extends ListPage<unknown>>(
  first: P,
  options: LoadMoreOptions<P["items"][number], P>,
) {
  const { read, idOf, list = "", delayMs = 0, onError } = options;
  const revalidator = useRevalidator();
  const [appended, setAppended] = useState<Appended<P>[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [shownList, setShownList] = useState(list);
  const current = useRef(list);
  current.current = list;
  if (shownList !== list) {
    setShownList(list);
    setAppended([]);
    setError(null);
  }

  const pages = [first, ...appended.map((a) => a.page)];
  const last = pages.at(-1) ?? first;
  const seen = new Set<string>();
  const items = pages
    .flatMap((page): P["items"][number][] => page.items)
    .filter((item) => {
      const id = idOf(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });

  async function loadMore() {
    const number = last.next;
    if (number === null || loading) return;
    const asked = list;
    setLoading(true);
    setError(null);
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const page = await read(number);
      if (current.current === asked) setAppended((shown) => [...shown, { number, page }]);
    } catch (failure) {
      if (current.current !== asked) return;
      setError(failure);
      onError?.(failure);
    } finally {
      setLoading(false);
    }
  }

  /** Reads the list again after a write: the loader's first page and every page appended since. */
  async function refresh() {
    const numbers = appended.map((a) => a.number);
    const asked = list;
    const [, reread] = await Promise.all([
      revalidator.revalidate(),
      Promise.all(numbers.map(async (number) => ({ number, page: await read(number) }))).catch(
        (failure: unknown) => {
          // The loader's first page is fresh either way; Load more goes on from it.
          console.warn("Could not read the list's next pages again", failure);
          return [];
        },
      ),
    ]);
    if (current.current === asked) setAppended(reread);
  }

  return { items, next: last.next, last, loading, error, loadMore, refresh };
}
