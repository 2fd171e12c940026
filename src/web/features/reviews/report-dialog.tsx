import { useId, useState } from "react";
import { REVIEW_LIMITS, REVIEW_MESSAGES, textProblem } from "~/domain/reviews/review-rules";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { Textarea } from "~/web/components/ui/field";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { reportReview } from "~/web/lib/api/reviews";

type ReportDialogProps = { reviewId: string | null; reviewer: string; onClose(): void };

/** Reporting a review to the moderators, with a reason. */
export function ReportDialog({ reviewId, reviewer, onClose }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    setReason("");
    setError(undefined);
    onClose();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reviewId) return;
    const problem = textProblem(reason, "Reason", REVIEW_LIMITS.reason, REVIEW_MESSAGES.reason);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await reportReview(reviewId, reason.trim());
      toast.success("Report sent", { description: "Thank you. A moderator will look at this review." });
      close();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields.reason);
      toast.error("Could not send your report", {
        description: serverMessage(failure) ?? "Please try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={reviewId !== null} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent>
        <DialogTitle className="pr-8">Report this review</DialogTitle>
        <DialogDescription className="mt-2">
          {`Tell the moderators what is wrong with ${reviewer}'s review: spam, abuse, a conflict of interest…`}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-2">
          <Label htmlFor={`${id}-reason`}>Reason</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REVIEW_LIMITS.reason}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : undefined}
          />
          {error && (
            <p id={`${id}-reason-error`} className="text-sm text-ember-600">
              {error}
            </p>
          )}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send report"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
