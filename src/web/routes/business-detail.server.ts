import type { Business } from "~/domain/businesses/business-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { languageOfPath, pathInLanguage } from "~/domain/languages/languages";
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
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { toPageError } from "./page-guards.server";

/** The namespaces the business page speaks: its own, the reviews' and the countries' (For buyers' service areas). */
export const BUSINESS_PAGE_NAMESPACES = ["business", "reviews", "countries"] as const;

/**
 * /business/{id}: the business (404 when missing or inactive for this viewer), a page of its reviews
 * (`?reviews_page=N`, the link Load More is without JavaScript), the viewer's own review and its
 * procurement profile ("For buyers"). A
 * visitor's view is counted in memory (once per visitor and day, not a bot's, not the owner's) and
 * written with others later: showing the page writes nothing. Its address (canonical, shared) is the
 * page's own in its language: /fr/business/{id} for the French page.
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
  const englishUrl = `${origin}/business/${business.id}`;
  const pageUrl = `${origin}${pathInLanguage(`/business/${business.id}`, languageOfPath(url.pathname).language)}`;
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
    // Structured data names the business once, at its English address.
    jsonLd: inlineJson(businessJsonLd(business, englishUrl, origin, reviews.items)),
  };
}

function summary(description: string | null, fallback: string): string {
  const text = (description ?? "").replace(/\s+/g, " ").trim() || fallback;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/**
 * The page's words in its language: the messages its components speak, and the title, description and
 * logo text its `meta` writes ("Sweet Auburn Bakery · Restaurant in Atlanta, GA · Ujamaa").
 */
export function businessPageWords(
  request: Request,
  b: Pick<Business, "name" | "category" | "city" | "state" | "description">,
) {
  const t = pageTranslator(request, ["layout", "categories", "business"]);
  const place = [b.city, b.state].filter(Boolean).join(", ");
  const category = t(b.category as MessageId);
  const values = { name: b.name, category, place };
  const described = { ...values, category: category.toLowerCase() };
  return {
    messages: pageMessages(request, BUSINESS_PAGE_NAMESPACES),
    title: place
      ? t("{name} · {category} in {place} · Ujamaa", values)
      : t("{name} · {category} · Ujamaa", values),
    description: summary(
      b.description,
      place
        ? t("{name}, a Black-owned {category} business in {place}.", described)
        : t("{name}, a Black-owned {category} business.", described),
    ),
    logoAlt: t("{name} logo", { name: b.name }),
  };
}
