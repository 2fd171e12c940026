import { useEffect, useState } from "react";
import { toast } from "~/web/components/ui/toast";
import {
  decideApplication,
  listApplicationsForReview,
  type ReviewCard,
  type ReviewPage,
  type ReviewStatus,
} from "~/web/lib/api/certification-review";
import { ApiError } from "~/web/lib/api/client";

/**
 * The cards of one tab, as the loader gave them, with what this page changed since: more pages
 * appended, decided cards taken out and the counts moved, all in place without a reload.
 */
export function useReviewList(initial: ReviewPage, status: ReviewStatus, onStale: () => void) {
  const [cards, setCards] = useState(initial.items);
  const [counts, setCounts] = useState(initial.counts);
  const [next, setNext] = useState(initial.next);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deciding, setDeciding] = useState<string | null>(null);

  useEffect(() => {
    setCards(initial.items);
    setCounts(initial.counts);
    setNext(initial.next);
    setLoadError(null);
  }, [initial]);

  async function loadMore() {
    if (next === null) return;
    setLoadingMore(true);
    setLoadError(null);
    try {
      const page = await listApplicationsForReview(status, next);
      const shown = new Set(cards.map((c) => c.business.id));
      setCards((current) => [...current, ...page.items.filter((c) => !shown.has(c.business.id))]);
      setCounts(page.counts);
      setNext(page.next);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "Please try again.";
      setLoadError(`Failed to load applications: ${message}`);
    } finally {
      setLoadingMore(false);
    }
  }

  async function decide(card: ReviewCard, decision: "approved" | "rejected", notes: string) {
    setDeciding(card.business.id);
    try {
      await decideApplication(card.business.id, { decision, notes: notes.trim() || undefined });
      setCards((current) => current.filter((c) => c.business.id !== card.business.id));
      setCounts((c) => ({ ...c, pending: Math.max(0, c.pending - 1), [decision]: c[decision] + 1 }));
      toast.success("Status Updated", { description: `Certification ${decision} successfully.` });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : "Please try again.";
      toast.error("Error", { description: `Failed to update status: ${message}` });
      // Another admin decided it meanwhile: show the lists as they are now.
      if (error instanceof ApiError && error.status === 409) onStale();
    } finally {
      setDeciding(null);
    }
  }

  function replaceDocument(document: ReviewCard["documents"][number]) {
    setCards((current) =>
      current.map((c) => ({
        ...c,
        documents: c.documents.map((d) => (d.id === document.id ? document : d)),
      })),
    );
  }

  return { cards, counts, next, loadingMore, loadError, deciding, loadMore, decide, replaceDocument };
}
