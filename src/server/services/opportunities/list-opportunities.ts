import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { OpportunityListQuery } from "~/domain/opportunities/opportunity-list-query";
import { OPPORTUNITIES_PER_PAGE } from "~/domain/opportunities/opportunity-rules";
import type { Opportunity } from "~/domain/opportunities/opportunity-schema";
import { contractOpportunities } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { isListed, toOpportunity } from "./to-opportunity";

export type OpportunityPage = { items: Opportunity[]; total: number; next: number | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Anyone reads the listed opportunities (open, deadline not passed), newest first, one page at a
 * time; category is exact, location a case-insensitive substring, naics a code's prefix (GIN index).
 */
export async function listOpportunities(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  { category, location, naics, page }: OpportunityListQuery,
): Promise<OpportunityPage> {
  const t = contractOpportunities;
  const now = ctx.now();
  const filters: SQL[] = [isListed(now)];
  if (category) filters.push(sql`${t.category} = ${category}`);
  if (location) filters.push(sql`${t.location} ilike ${`%${escapeLike(location)}%`}`);
  if (naics) filters.push(sql`${t.naicsPrefixes} @> array[${naics}]::text[]`);
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(OPPORTUNITIES_PER_PAGE)
      .offset((page - 1) * OPPORTUNITIES_PER_PAGE),
    ctx.db.select({ n: count() }).from(t).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map((row) => toOpportunity(row, actor, now)),
    total,
    next: page * OPPORTUNITIES_PER_PAGE < total ? page + 1 : null,
  };
}
