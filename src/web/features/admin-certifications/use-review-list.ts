import { useState } from "react";
import { toast } from "~/web/components/ui/toast";
import { useLoadMore } from "~/web/features/shared/use-load-more";
import {
  decideApplication,
  listApplicationsForReview,
  type ReviewCard,
  type ReviewPage,
  type ReviewStatus,
} from "~/web/lib/api/certification-review";
import { ApiError } from "~/web/lib/api/client";

const reason = (error: unknown) => (error instanceof ApiError ? error.message : "Please try again.");

/**
 * The cards of one tab: the loader's first page, the pages Load more appends, and the decisions.
 * After a decision (or finding the card decided by another admin) the lists and counts are read
 * again, the appended pages too.
 */
export function useReviewList(first: ReviewPage, status: ReviewStatus) {
  const list = useLoadMore(first, {
    read: (page) => listApplicationsForReview(status, page),
    idOf: (card) => card.business.id,
    list: status,
  });
  const [deciding, setDeciding] = useState<string | null>(null);

  async function decide(card: ReviewCard, decision: "approved" | "rejected", notes: string) {
    setDeciding(card.business.id);
    try {
      await decideApplication(card.business.id, { decision, notes: notes.trim() || undefined });
      toast.success("Status Updated", { description: `Certification ${decision} successfully.` });
      await list.refresh();
    } catch (error) {
      toast.error("Error", { description: `Failed to update status: ${reason(error)}` });
      // Another admin decided it meanwhile: show the lists as they are now.
      if (error instanceof ApiError && error.status === 409) await list.refresh();
    } finally {
      setDeciding(null);
    }
  }

  return {
    cards: list.items,
    counts: list.last.counts,
    next: list.next,
    loadingMore: list.loading,
    loadError: list.error ? `Failed to load applications: ${reason(list.error)}` : null,
    deciding,
    loadMore: list.loadMore,
    decide,
    refresh: list.refresh,
  };
}
