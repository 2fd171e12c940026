import { useState } from "react";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import type { Business } from "~/domain/listing/business-schema";
import { toast } from "~/web/components/ui/toast";
import { listMyBusinesses } from "~/web/lib/api/businesses";

export const LOAD_FAILED = "Failed to load businesses. Please try again.";

/** The owner's storefronts, page by page, kept in step with edits, toggles and deletes made here. */
export function useStorefrontList(first: MyBusinessesPage) {
  const [items, setItems] = useState(first.items);
  const [next, setNext] = useState(first.next);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    if (next === null || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await listMyBusinesses({ scope: "mine", page: String(next) });
      // A storefront made or deleted meanwhile shifts the pages: never show one twice.
      setItems((shown) => [...shown, ...page.items.filter((b) => !shown.some((s) => s.id === b.id))]);
      setNext(page.next);
    } catch {
      setFailed(true);
      toast.error("Error", { description: LOAD_FAILED });
    } finally {
      setLoading(false);
    }
  }

  /** Puts the server's answer in place of the shown storefront, keeping what only the list knows. */
  function replace(business: Business) {
    setItems((shown) => shown.map((b): OwnedBusiness => (b.id === business.id ? { ...b, ...business } : b)));
  }

  function remove(id: string) {
    setItems((shown) => shown.filter((b) => b.id !== id));
  }

  return { items, hasMore: next !== null, loading, failed, loadMore, replace, remove };
}
