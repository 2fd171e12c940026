import { desc, eq } from "drizzle-orm";
import type { Business } from "~/domain/businesses/business-schema";
import { openStatus } from "~/domain/businesses/open-status";
import { TIER_SORT_RANK } from "~/domain/certification/tiers";
import { findCountry, storedCountryNames } from "~/domain/places/countries";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";
import { businessColumns, toBusiness } from "~/server/services/businesses/to-business";

/**
 * The naive way, searching in the browser: read every active business (newest first), then
 * filter, sort and page in JavaScript. Measures only the database read and the filtering; such an
 * app also ships every row to the browser, so this is a lower bound of its cost.
 */
export function readAllSearch(all: Business[], q: Record<string, string>, now: Date): Business[] {
  const has = (v: string | null, needle: string) => (v ?? "").toLowerCase().includes(needle);
  let rows = all;
  if (q.keyword) {
    const k = q.keyword.toLowerCase();
    rows = rows.filter((b) => has(b.name, k) || has(b.category, k) || has(b.sub_category, k));
  }
  if (q.location) {
    const l = q.location.toLowerCase();
    rows = rows.filter((b) => has(b.city, l) || has(b.state, l) || has(b.address, l) || has(b.zip_code, l));
  }
  if (q.category) rows = rows.filter((b) => b.category.toLowerCase() === q.category!.toLowerCase());
  if (q.country) {
    const country = findCountry(q.country);
    const names = country ? storedCountryNames(country) : [];
    rows = rows.filter((b) => names.includes(b.country));
  }
  if (q.open_now === "true") rows = rows.filter((b) => openStatus(b.business_hours, b.time_zone, now).isOpen);
  if (q.sort === "tier") {
    rows = [...rows].sort(
      (a, b) =>
        TIER_SORT_RANK[a.certification_tier] - TIER_SORT_RANK[b.certification_tier] ||
        (b.rating ?? 0) - (a.rating ?? 0) ||
        b.review_count - a.review_count,
    );
  }
  const limit = Number(q.limit ?? 20);
  const page = Number(q.page ?? 1);
  return rows.slice((page - 1) * limit, page * limit);
}

export async function measureBaseline(db: Db, query: Record<string, string>, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const rows = await db
      .select(businessColumns)
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(desc(businesses.createdAt));
    readAllSearch(rows.map(toBusiness), query, new Date());
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}
