import { and, eq, ne, sql } from "drizzle-orm";
import {
  ADMIN_APPLICATIONS_PER_PAGE,
  ADMIN_LIST_STATUSES,
  type AdminApplicationCard,
  type AdminListStatus,
} from "~/domain/certification/certification-api-schema";
import { businesses } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { adminApplicationCards } from "./admin-application-cards";

export type ReviewStatus = AdminListStatus;

export type ApplicationsForReview = {
  items: AdminApplicationCard[];
  counts: Record<AdminListStatus, number> & { total: number };
  next: number | null;
};

/**
 * The admin review (spec: Admin certifications): the paid-tier businesses in one status, newest
 * request first, a page at a time, with the counts of every status. Admins only.
 */
export async function listApplicationsForReview(
  ctx: Pick<ServiceContext, "db" | "storage">,
  actor: Actor,
  { status, page }: { status: ReviewStatus; page: number },
): Promise<ApplicationsForReview> {
  requireAdmin(actor);
  const { db } = ctx;
  const paid = and(ne(businesses.certificationTier, "Free"), ne(businesses.certificationStatus, "none"));
  const [countRows, rows] = await Promise.all([
    db
      .select({ status: businesses.certificationStatus, n: sql<number>`count(*)::int` })
      .from(businesses)
      .where(paid)
      .groupBy(businesses.certificationStatus),
    db
      .select()
      .from(businesses)
      .where(and(paid, eq(businesses.certificationStatus, status)))
      .orderBy(sql`${businesses.certificationRequestedAt} desc nulls last`, businesses.id)
      .limit(ADMIN_APPLICATIONS_PER_PAGE + 1)
      .offset((page - 1) * ADMIN_APPLICATIONS_PER_PAGE),
  ]);
  const count = (s: ReviewStatus) => countRows.find((r) => r.status === s)?.n ?? 0;
  const counts = Object.fromEntries(ADMIN_LIST_STATUSES.map((s) => [s, count(s)])) as Record<
    AdminListStatus,
    number
  >;
  const more = rows.length > ADMIN_APPLICATIONS_PER_PAGE;
  const items = await adminApplicationCards(db, ctx.storage, rows.slice(0, ADMIN_APPLICATIONS_PER_PAGE));
  return {
    items,
    counts: { total: Object.values(counts).reduce((sum, n) => sum + n, 0), ...counts },
    next: more ? page + 1 : null,
  };
}
