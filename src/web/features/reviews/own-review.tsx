import { useState } from "react";
import type { OwnReview } from "~/domain/reviews/review-schema";
import { formatDay } from "~/domain/shared/format-date";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { serverMessage } from "~/web/lib/api/client";
import { deleteReview } from "~/web/lib/api/reviews";
import { ReviewForm } from "./review-form";
import { wasEdited } from "./review-labels";
import { Stars } from "./stars";

type OwnReviewProps = {
  review: OwnReview;
  businessId: string;
  businessName: string;
  onChanged(): Promise<void>;
};

/** The signed-in customer's own review, first: Edit opens the form with it, Delete asks first. */
export function OwnReviewCard({ review, businessId, businessName, onChanged }: OwnReviewProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function remove() {
    try {
      await deleteReview(review.id);
      toast.success("Review deleted", { description: `Your review of ${businessName} was removed.` });
      setConfirming(false);
      await onChanged();
    } catch (error) {
      toast.error("Could not delete your review", {
        description: serverMessage(error) ?? "Please try again.",
      });
    }
  }

  return (
    <section
      aria-labelledby="own-review-title"
      className="rounded-md border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id="own-review-title" className="font-semibold">
        Your review
      </h3>
      {review.is_hidden && (
        <Alert tone="warning" className="mt-2">
          A moderator has hidden your review: others do not see it and it does not count in the rating.
        </Alert>
      )}
      {editing ? (
        <div className="mt-3">
          <ReviewForm
            businessId={businessId}
            businessName={businessName}
            existing={review}
            onSaved={async () => {
              await onChanged();
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={review.rating} />
            <p className="text-sm text-stone-600">
              <time dateTime={review.created_at}>{formatDay(review.created_at)}</time>
              {wasEdited(review.created_at, review.updated_at) && " · edited"}
            </p>
          </div>
          <p className="mt-2 whitespace-pre-line break-words text-stone-800">{review.body}</p>
          {review.response && (
            <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-white p-3">
              <p className="text-sm font-semibold">{`Response from ${businessName}`}</p>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">
                {review.response.body}
              </p>
            </div>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Icon name="pencil" className="h-4 w-4" />
              Edit
              <span className="sr-only"> your review</span>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Icon name="trash" className="h-4 w-4" />
              Delete
              <span className="sr-only"> your review</span>
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your review?"
        description={`Your review of ${businessName} will be removed and its rating updated. This cannot be undone.`}
        confirmLabel="Delete review"
        pendingLabel="Deleting..."
        onConfirm={remove}
      />
    </section>
  );
}
