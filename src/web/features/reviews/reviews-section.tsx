import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { ReviewEligibility } from "~/domain/reviews/review-rules";
import { REVIEW_MESSAGES } from "~/domain/reviews/review-rules";
import type { OwnReview, Review, ReviewPage } from "~/domain/reviews/review-schema";
import { Button } from "~/web/components/ui/button";
import { type Translate, useLocalPath, useT } from "~/web/features/languages/language-context";
import { LoadMore } from "~/web/features/shared/load-more";
import { useLoadMore } from "~/web/features/shared/use-load-more";
import { ApiError } from "~/web/lib/api/client";
import { listBusinessReviews } from "~/web/lib/api/reviews";
import { OwnReviewCard } from "./own-review";
import { RatingSummary } from "./rating-summary";
import { ReviewItem } from "./review-item";

/** The report dialog's code is fetched when a visitor first reports a review (it is rarely used). */
// The review form loads as it is shown (a visitor who may not write one never fetches it): the business
// page stays within its 150 kB of JavaScript in every language.
const ReviewForm = lazy(() => import("./review-form").then((module) => ({ default: module.ReviewForm })));
const ReportDialog = lazy(() =>
  import("./report-dialog").then((module) => ({ default: module.ReportDialog })),
);

type ReviewsSectionProps = {
  business: { id: string; name: string };
  reviews: ReviewPage;
  mine: { review: OwnReview | null; eligibility: ReviewEligibility };
  signedIn: boolean;
  canRespond: boolean;
};

function loadError(t: Translate, error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError
    ? t("Failed to load reviews: {message}", { message: error.message })
    : t("Failed to load reviews: the network failed.");
}

/**
 * The business page's reviews: its rating and distribution, the customer's own review (or the
 * form, or why they cannot write one), then everyone's reviews newest first with Load More.
 */
export function ReviewsSection({ business, reviews, mine, signedIn, canRespond }: ReviewsSectionProps) {
  const t = useT();
  const local = useLocalPath();
  const more = useLoadMore(reviews, {
    read: (page) => listBusinessReviews(business.id, page),
    idOf: (review) => review.id,
    list: business.id,
  });
  const [reporting, setReporting] = useState<Review | null>(null);
  const [reported, setReported] = useState(false);
  const own = mine.review;
  const others = more.items.filter((review) => review.id !== own?.id);

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="mt-6 scroll-mt-20 rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="reviews-title" className="text-2xl font-bold">
        {t("Customer Reviews")}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-[15rem_1fr]">
        <RatingSummary rating={reviews.rating} total={reviews.total} distribution={reviews.distribution} />
        <div className="min-w-0">
          {own ? (
            <OwnReviewCard
              review={own}
              businessId={business.id}
              businessName={business.name}
              onChanged={more.refresh}
            />
          ) : (
            <WriteArea business={business} eligibility={mine.eligibility} onSaved={more.refresh} />
          )}
          {others.length > 0 ? (
            <div className="mt-2 divide-y divide-stone-200">
              {others.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  businessName={business.name}
                  canRespond={canRespond}
                  canReport={signedIn}
                  onReport={(review) => {
                    setReported(true);
                    setReporting(review);
                  }}
                  onChanged={more.refresh}
                />
              ))}
            </div>
          ) : (
            !own &&
            reviews.total === 0 && <p className="mt-4 text-sm text-stone-600">{t("No reviews yet.")}</p>
          )}
          <LoadMore
            hasMore={more.next !== null}
            loading={more.loading}
            error={loadError(t, more.error)}
            nextHref={local(`/business/${business.id}?reviews_page=${more.next ?? ""}#reviews`)}
            onLoadMore={more.loadMore}
            shown={others.length}
            endText={null}
          />
        </div>
      </div>
      {reported && (
        <Suspense fallback={null}>
          <ReportDialog
            reviewId={reporting?.id ?? null}
            reviewer={reporting?.author_name ?? ""}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

function WriteArea({
  business,
  eligibility,
  onSaved,
}: {
  business: { id: string; name: string };
  eligibility: ReviewEligibility;
  onSaved(): Promise<void>;
}) {
  const t = useT();
  const local = useLocalPath();
  if (eligibility === "can_write") {
    return (
      <div className="rounded-md border border-stone-200 p-3 sm:p-4">
        <h3 className="mb-3 font-semibold">{t("Review {name}", { name: business.name })}</h3>
        <Suspense fallback={null}>
          <ReviewForm businessId={business.id} businessName={business.name} onSaved={onSaved} />
        </Suspense>
      </div>
    );
  }
  if (eligibility === "sign_in") {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-stone-50 p-4">
        <p className="text-sm text-stone-700">{t(REVIEW_MESSAGES.signIn)}</p>
        <Button asChild size="sm">
          <Link to={local("/auth")}>{t("Sign In")}</Link>
        </Button>
      </div>
    );
  }
  if (eligibility === "unconfirmed") {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-stone-50 p-4">
        <p className="text-sm text-stone-700">{t(REVIEW_MESSAGES.unconfirmed)}</p>
        <Button asChild size="sm" variant="outline">
          <Link to="/settings">{t("Settings")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <p className="rounded-md bg-stone-50 p-4 text-sm text-stone-700">
      {eligibility === "own_business"
        ? t("Customers' reviews of your business appear here; you can respond to each one.")
        : t(REVIEW_MESSAGES.admin)}
    </p>
  );
}
