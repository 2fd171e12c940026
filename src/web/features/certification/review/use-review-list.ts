import { useState } from "react";
import type { ReviewDecision } from "~/domain/certification/statuses";
import { toast } from "~/web/components/ui/toast";
import { useLoadMore } from "~/web/features/shared/use-load-more";
import {
  decideApplication,
  listApplicationsForReview,
  type ReviewCard,
  type ReviewPage,
  type ReviewStatus,
  revokeCertification,
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

  async function decide(card: ReviewCard, decision: ReviewDecision, notes: string) {
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

  /** Revokes a certification; true when done (the dialog closes), false to keep the dialog open. */
  async function revoke(card: ReviewCard, reasonText: string): Promise<boolean> {
    try {
      const result = await revokeCertification(card.business.id, { reason: reasonText.trim() });
      toast.success("Certification revoked", {
        description:
          result.subscription === "failed"
            ? `${card.business.name} lost its badge, but its yearly payment could not be stopped: cancel it at Stripe.`
            : `${card.business.name} lost its badge and its owner was told why.`,
      });
      await list.refresh();
      return true;
    } catch (error) {
      toast.error("Error", { description: `Failed to revoke the certification: ${reason(error)}` });
      if (error instanceof ApiError && error.status === 409) {
        await list.refresh();
        return true;
      }
      return false;
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
    revoke,
    refresh: list.refresh,
  };
}
