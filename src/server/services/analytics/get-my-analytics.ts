import { and, asc, between, eq, type SQL, sql } from "drizzle-orm";
import { dayRange, fillDays } from "~/domain/analytics/analytics-days";
import type { AnalyticsQuery, MyAnalytics } from "~/domain/analytics/analytics-schema";
import { totalsOf } from "~/domain/analytics/analytics-totals";
import type { BusinessEventKind } from "~/domain/analytics/business-events";
import { isUuid } from "~/domain/shared/is-uuid";
import { analyticsDaily, businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin, requireUser, type SignedInActor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** The sum of the counts of some kinds over the grouped rows, 0 when there are none. */
const sumOf = (...kinds: BusinessEventKind[]) =>
  sql<number>`coalesce(sum(${analyticsDaily.count}) filter (where ${analyticsDaily.kind} in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})), 0)::int`.mapWith(Number);

/**
 * The storefront analytics of the actor's own businesses (an admin's list too: their own, not
 * everyone's) over the last `days` UTC days: figures per business, their totals and a daily
 * series of views and inquiries, summed by the database. With `business_id`, that business
 * alone: the owner's or, for an admin, any business (as admins see every business elsewhere);
 * someone else's is refused (403; 404 when it is missing or not public).
 */
export async function getMyAnalytics(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { days, business_id }: AnalyticsQuery,
): Promise<MyAnalytics> {
  const user = requireUser(actor);
  if (business_id !== undefined) await requireBusinessInSight(db, user, business_id);
  const range = dayRange(now(), days);
  const scope: SQL = business_id ? eq(businesses.id, business_id) : eq(businesses.ownerId, user.userId);
  const inWindow = between(analyticsDaily.day, range.from, range.to);

  const [rows, counted] = await Promise.all([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        is_active: businesses.isActive,
        rating: businesses.rating,
        review_count: businesses.reviewCount,
        profile_views: sumOf("profile_view"),
        contact_clicks: sumOf("contact_click"),
        website_clicks: sumOf("website_click"),
      })
      .from(businesses)
      .leftJoin(analyticsDaily, and(eq(analyticsDaily.businessId, businesses.id), inWindow))
      .where(scope)
      .groupBy(businesses.id)
      .orderBy(sql`lower(${businesses.name})`, asc(businesses.id)),
    db
      .select({
        day: analyticsDaily.day,
        profile_views: sumOf("profile_view"),
        inquiries: sumOf("contact_click", "website_click"),
      })
      .from(analyticsDaily)
      .innerJoin(businesses, eq(businesses.id, analyticsDaily.businessId))
      .where(and(scope, inWindow))
      .groupBy(analyticsDaily.day),
  ]);

  const perBusiness = rows.map((row) => ({
    ...row,
    rating: row.rating === null ? null : Number(row.rating),
    inquiries: row.contact_clicks + row.website_clicks,
  }));
  return {
    days,
    from: range.from,
    to: range.to,
    business_id: business_id ?? null,
    businesses: perBusiness,
    totals: totalsOf(perBusiness),
    series: fillDays(range.days, counted),
  };
}

async function requireBusinessInSight(
  db: ServiceContext["db"],
  user: SignedInActor,
  id: string,
): Promise<void> {
  const notFound = new AppError("not_found", "Business not found.");
  if (!isUuid(id)) throw notFound;
  const [row] = await db
    .select({ ownerId: businesses.ownerId, isActive: businesses.isActive })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  if (!row) throw notFound;
  if (isOwnerOrAdmin(user, row.ownerId)) return;
  // Someone else's inactive business is not public: its existence is not confirmed either.
  if (!row.isActive) throw notFound;
  throw new AppError("forbidden", "You can only see the analytics of your own storefronts.");
}
