import { reviewListQuerySchema } from "~/domain/reviews/review-schema";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import type { ProfileVisit } from "~/server/services/analytics/profile-view-counter";
import { getBusiness } from "~/server/services/businesses/get-business";
import { getProcurementProfile } from "~/server/services/procurement/get-procurement-profile";
import { getMyReviewState } from "~/server/services/reviews/get-my-review-state";
import { listBusinessReviews } from "~/server/services/reviews/list-business-reviews";
import { forPublicRead } from "~/server/services/service-context";
import { canManage } from "~/web/features/businesses/card/viewer";
import { viewerOf } from "~/web/features/businesses/card/viewer.server";
import { businessJsonLd, inlineJson } from "~/web/features/businesses/page/business-json-ld";
import { weekSchedule } from "~/web/features/businesses/page/week-schedule";
import { toPageError } from "./page-guards.server";

/**
 * /business/{id}: the business (404 when missing or inactive for this viewer), a page of its reviews
 * (`?reviews_page=N`, the link Load More is without JavaScript), the viewer's own review and its
 * procurement profile ("For buyers"). A
 * visitor's view is counted in memory (once per visitor and day, not a bot's, not the owner's) and
 * written with others later: showing the page writes nothing.
 */
export async function loadBusinessPage(
  id: string,
  url: URL,
  runtime: Runtime,
  actor: Actor,
  visitor: Omit<ProfileVisit, "businessId">,
) {
  const business = await getBusiness(forPublicRead(runtime), actor, { id }).catch(toPageError());
  const viewer = await viewerOf(runtime, actor);
  const manages = canManage(viewer, business.id);
  if (business.is_active && !manages) runtime.profileViews.count({ businessId: business.id, ...visitor });
  const query = reviewListQuerySchema.safeParse({ page: url.searchParams.get("reviews_page") ?? undefined });
  const page = query.success ? query.data.page : 1;
  const [reviews, mine, procurement] = await Promise.all([
    listBusinessReviews(forPublicRead(runtime), actor, { businessId: business.id, page }),
    getMyReviewState(runtime, actor, { businessId: business.id }),
    getProcurementProfile(forPublicRead(runtime), actor, { businessId: business.id }),
  ]);
  const origin = runtime.config.baseUrl.replace(/\/$/, "");
  const pageUrl = `${origin}/business/${business.id}`;
  const now = runtime.now();
  return {
    business,
    now: now.toISOString(),
    origin,
    pageUrl,
    schedule: weekSchedule(business, now),
    reviews: { ...reviews, page },
    procurement,
    mine,
    signedIn: actor.kind === "user",
    canRespond: manages,
    jsonLd: inlineJson(businessJsonLd(business, pageUrl, origin, reviews.items)),
  };
}
