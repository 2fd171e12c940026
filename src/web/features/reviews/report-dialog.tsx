import { toast } from "~/web/components/ui/toast";
import { reportReview } from "~/web/lib/api/reviews";
import { ReasonDialog } from "./reason-dialog";

type ReportDialogProps = { reviewId: string | null; reviewer: string; onClose(): void };

/** Reporting a review to the moderators, with a reason. */
export function ReportDialog({ reviewId, reviewer, onClose }: ReportDialogProps) {
  async function send(reason: string) {
    if (!reviewId) return;
    await reportReview(reviewId, reason);
    toast.success("Report sent", { description: "Thank you. A moderator will look at this review." });
  }

  return (
    <ReasonDialog
      open={reviewId !== null}
      title="Report this review"
      description={`Tell the moderators what is wrong with ${reviewer}'s review: spam, abuse, a conflict of interest…`}
      label="Reason"
      submitLabel="Send report"
      pendingLabel="Sending..."
      failure="Could not send your report"
      onSend={send}
      onClose={onClose}
    />
  );
}
