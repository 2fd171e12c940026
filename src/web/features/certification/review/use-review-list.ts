import { useState } from "react";
import type { ReviewDecision } from "~/domain/certification/statuses";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
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

/**
 * The cards of one tab: the loader's first page, the pages Load more appends, and the decisions.
 * After a decision (or finding the card decided by another admin) the lists and counts are read
 * again, the appended pages too.
 */
export function useReviewList(first: ReviewPage, status: ReviewStatus) {
  const t = useT();
  const reason = (error: unknown) => (error instanceof ApiError ? error.message : t("Please try again."));
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
      toast.success(t("Status Updated"), {
        description:
          decision === "approved"
            ? t("Certification approved successfully.")
            : t("Certification rejected successfully."),
      });
      await list.refresh();
    } catch (error) {
      toast.error(t("Error"), {
        description: t("Failed to update status: {reason}", { reason: reason(error) }),
      });
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
      const name = card.business.name;
      toast.success(t("Certification revoked"), {
        description:
          result.subscription === "failed"
            ? t("{name} lost its badge, but its yearly payment could not be stopped: cancel it at Stripe.", {
                name,
              })
            : t("{name} lost its badge and its owner was told why.", { name }),
      });
      await list.refresh();
      return true;
    } catch (error) {
      toast.error(t("Error"), {
        description: t("Failed to revoke the certification: {reason}", { reason: reason(error) }),
      });
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
    loadError: list.error ? t("Failed to load applications: {reason}", { reason: reason(list.error) }) : null,
    deciding,
    loadMore: list.loadMore,
    decide,
    revoke,
    refresh: list.refresh,
  };
}
