import { lazy, Suspense, useState } from "react";
import type { OwnReview } from "~/domain/reviews/review-schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { serverMessage } from "~/web/lib/api/client";
import { deleteReview } from "~/web/lib/api/reviews";
import { ReviewView } from "./review-view";

/** The form opens on Edit: its code comes then. */
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));

type OwnReviewProps = {
  review: OwnReview;
  businessId: string;
  businessName: string;
  onChanged(): Promise<void>;
};

/** The signed-in customer's own review, first: Edit opens the form with it, Delete asks first. */
export function OwnReviewCard({ review, businessId, businessName, onChanged }: OwnReviewProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function remove() {
    try {
      await deleteReview(review.id);
      toast.success(t("Review deleted"), {
        description: t("Your review of {name} was removed.", { name: businessName }),
      });
      setConfirming(false);
      await onChanged();
    } catch (error) {
      toast.error(t("Could not delete your review"), {
        description: serverMessage(error) ?? t("Please try again."),
      });
    }
  }

  return (
    <section
      aria-labelledby="own-review-title"
      className="rounded-md border border-stone-200 bg-stone-50 p-4"
    >
      <h3 id="own-review-title" className="font-semibold">
        {t("Your review")}
      </h3>
      {review.is_hidden && (
        <Alert tone="warning" className="mt-2">
          {t("A moderator has hidden your review: others do not see it and it does not count in the rating.")}
        </Alert>
      )}
      {editing ? (
        <div className="mt-3">
          <Suspense fallback={null}>
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
          </Suspense>
        </div>
      ) : (
        <>
          <ReviewView review={review} businessName={businessName} variant="own" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
              <Icon name="pencil" className="h-4 w-4" />
              {t("Edit")}
              <span className="sr-only">{` ${t("your review")}`}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <Icon name="trash" className="h-4 w-4" />
              {t("Delete")}
              <span className="sr-only">{` ${t("your review")}`}</span>
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Delete your review?")}
        description={t(
          "Your review of {name} will be removed and its rating updated. This cannot be undone.",
          {
            name: businessName,
          },
        )}
        confirmLabel={t("Delete review")}
        pendingLabel={t("Deleting...")}
        onConfirm={remove}
      />
    </section>
  );
}
