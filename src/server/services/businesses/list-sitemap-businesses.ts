import { and, asc, count, eq, gt } from "drizzle-orm";
import { businesses } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** A business page's URL parts only: a sitemap names no address (an area-only business's street stays private). */
export type SitemapBusiness = { id: string; updatedAt: Date };

/** Anyone may list active businesses for the sitemap. */
export async function countActiveBusinesses({ db }: ServiceContext): Promise<number> {
  const [row] = await db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true));
  return Number(row?.n ?? 0);
}

/**
 * Active businesses in id order, one batch after the id `after` (keyset paging, so a late batch
 * costs the same as the first). The sitemap streams them batch by batch.
 */
export async function listSitemapBusinesses(
  { db }: ServiceContext,
  { after, limit }: { after: string | null; limit: number },
): Promise<SitemapBusiness[]> {
  return db
    .select({ id: businesses.id, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(
      after ? and(eq(businesses.isActive, true), gt(businesses.id, after)) : eq(businesses.isActive, true),
    )
    .orderBy(asc(businesses.id))
    .limit(limit);
}

/** The id a sitemap part starts after: the last id of the previous parts (null for the first). */
export async function sitemapPartStart(
  { db }: ServiceContext,
  { skip }: { skip: number },
): Promise<string | null> {
  if (skip === 0) return null;
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(asc(businesses.id))
    .offset(skip - 1)
    .limit(1);
  return row?.id ?? null;
}
