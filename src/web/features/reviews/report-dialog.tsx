import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { reportReview } from "~/web/lib/api/reviews";
import { ReasonDialog } from "./reason-dialog";

type ReportDialogProps = { reviewId: string | null; reviewer: string; onClose(): void };

/** Reporting a review to the moderators, with a reason. */
export function ReportDialog({ reviewId, reviewer, onClose }: ReportDialogProps) {
  const t = useT();
  async function send(reason: string) {
    if (!reviewId) return;
    await reportReview(reviewId, reason);
    toast.success(t("Report sent"), { description: t("Thank you. A moderator will look at this review.") });
  }

  return (
    <ReasonDialog
      open={reviewId !== null}
      title={t("Report this review")}
      description={t(
        "Tell the moderators what is wrong with {name}'s review: spam, abuse, a conflict of interest…",
        { name: reviewer },
      )}
      label={t("Reason")}
      submitLabel={t("Send report")}
      pendingLabel={t("Sending...")}
      failure={t("Could not send your report")}
      onSend={send}
      onClose={onClose}
    />
  );
}
