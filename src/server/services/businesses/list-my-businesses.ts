import { and, eq, gt, inArray, isNotNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import {
  MY_BUSINESSES_COUNT_CAP,
  type MyBusinessesPage,
  type MyBusinessesQuery,
  myBusinessesQuerySchema,
} from "~/domain/businesses/my-businesses-query";
import { RENEWAL_GRACE_DAYS, RENEWAL_WINDOW_DAYS } from "~/domain/certification/certification-lifecycle";
import { analyticsDaily, businesses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { businessColumns, toManagedBusiness } from "./to-business";

const DAY_MS = 86_400_000;

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The businesses the actor manages, newest first, one page at a time: an owner's own; an admin's
 * every business (scope all) searchable by name or city. Filtering, counting and paging happen
 * in SQL, so an admin at a million rows reads one page, never the table.
 */
export async function listMyBusinesses(
  { db, now }: ServiceContext,
  actor: Actor,
  query: MyBusinessesQuery,
): Promise<MyBusinessesPage> {
  const me = requireUser(actor);
  const { q, page, page_size, scope, needs } = myBusinessesQuerySchema.parse(query);
  const everyone = me.role === "admin" && scope !== "mine" && needs === undefined;
  const today = now();
  const conditions: (SQL | undefined)[] = [everyone ? undefined : eq(businesses.ownerId, me.userId)];
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      // The expression of businesses_manage_trgm_idx, so a rare word is found through the index.
      sql`lower(${businesses.name} || ' ' || coalesce(${businesses.city}, '')) like ${pattern}`,
    );
  }
  // The same rules as needsCertification and needsRenewal (domain/businesses/certification-lists.ts)
  // and the lifecycle job's reminders (decision 045): renewable from 60 days before the expiry to the
  // end of the grace period; past it, or revoked, a new application.
  const graceStart = new Date(today.getTime() - RENEWAL_GRACE_DAYS * DAY_MS);
  const certified = inArray(businesses.certificationStatus, ["approved", "expired"]);
  if (needs === "certification") {
    conditions.push(
      ne(businesses.certificationTier, "Free"),
      or(
        inArray(businesses.certificationStatus, ["none", "rejected", "revoked"]),
        and(certified, lte(businesses.certificationExpiresAt, graceStart)),
      ),
    );
  }
  if (needs === "renewal") {
    conditions.push(
      eq(businesses.isVerified, true),
      ne(businesses.certificationTier, "Free"),
      certified,
      isNotNull(businesses.certificationExpiresAt),
      lte(businesses.certificationExpiresAt, new Date(today.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS)),
      gt(businesses.certificationExpiresAt, graceStart),
    );
  }
  const where = and(...conditions);
  const weekStart = new Date(today.getTime() - 6 * DAY_MS).toISOString().slice(0, 10);
  const views = sql<number>`coalesce((
    select sum(${analyticsDaily.count}) from ${analyticsDaily}
    where ${analyticsDaily.businessId} = ${businesses.id}
      and ${analyticsDaily.kind} = 'profile_view'
      and ${analyticsDaily.day} >= ${weekStart}
  ), 0)::int`;

  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...businessColumns, views7d: views })
      .from(businesses)
      .where(where)
      // As businesses_created_idx sorts (DESC NULLS LAST), so the index answers without a sort.
      .orderBy(sql`${businesses.createdAt} desc nulls last`, sql`${businesses.id} desc nulls last`)
      .limit(page_size + 1)
      .offset((page - 1) * page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(businesses)
        .where(where)
        .limit(MY_BUSINESSES_COUNT_CAP + 1)
        .as("capped"),
    ),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.slice(0, page_size).map(({ views7d, ...row }) => ({
      ...toManagedBusiness(row),
      is_mine: row.ownerId === me.userId,
      views_7d: Number(views7d),
    })),
    total: Math.min(total, MY_BUSINESSES_COUNT_CAP),
    total_capped: total > MY_BUSINESSES_COUNT_CAP,
    next: rows.length > page_size ? page + 1 : null,
  };
}
