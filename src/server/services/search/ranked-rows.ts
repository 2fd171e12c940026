import { and, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";
import { type BusinessRow, businessColumns } from "~/server/services/businesses/to-business";
import { EXACT_COUNT_CAP, estimateMatches, rowsOf } from "./row-estimate";
import type { KeywordMatch } from "./search-conditions";
import { effectivelyVerified, effectiveTierRank } from "./search-sql";

/**
 * A keyword with at most this many matches is ranked over all of them and counted exactly. A
 * broader one is ranked over this many candidates (decision 048).
 */
export const RANKED_CANDIDATES = 300;
/** Verified businesses ranked besides them, so that a broad keyword still shows the higher tiers first. */
const VERIFIED_CANDIDATES = 100;

/** What relevance orders by: rank, then the tier a business counts as (Preferred first), then newest. */
type Candidate = { id: string; rank: number; tierRank: number; createdMicros: bigint };

/**
 * One page of a keyword's matches by relevance: rank, then the tier a business counts as at `now`,
 * then newest. Each candidate's sort keys are read by the query that finds it (the row is visited
 * once), ordered here, and only the page's rows are then read in full. A keyword matching tens of
 * thousands of rows would still visit them all; past RANKED_CANDIDATES matches only the first ones
 * the index yields, the first verified ones and any business named exactly the keyword are ranked;
 * the other matches follow them, newest first, so that every match is on exactly one page. The
 * total is then the planner's estimate.
 */
export async function rankedRows(
  db: Db,
  keyword: KeywordMatch,
  {
    filters,
    where,
    scanWhere,
    now,
    take,
    offset,
  }: { filters: SQL[]; where: SQL; scanWhere: SQL; now: Date; take: number; offset: number },
): Promise<{ rows: BusinessRow[]; total: number }> {
  const candidates = (condition: SQL, limit: number) => candidatesOf(db, keyword, now, condition, limit);
  const verifiedOf = (condition: SQL) =>
    // Asked with the verified columns spelled out, so that the planner reads the partial text indexes
    // of the verified businesses (migration 0027) instead of filtering the first matches of all.
    candidates(and(condition, effectivelyVerified(now))!, VERIFIED_CANDIDATES);
  // A keyword whose whole words alone fill the candidates is broad: its substring matches inside
  // words are not looked for among them, a second test that doubled the cost of every row read.
  // Among equally good matches the higher tier leads, so a broad keyword's verified matches must be
  // among the candidates too: they are asked for at once, on another connection.
  const probeWhere = keyword.wordWhere ? and(...filters, keyword.wordWhere)! : where;
  let [{ first, named, byWords }, verified] = await Promise.all([
    firstCandidates(db, keyword, now, probeWhere, where),
    verifiedOf(probeWhere),
  ]);
  if (first.length > RANKED_CANDIDATES && !byWords) verified = await verifiedOf(where);
  if (first.length <= RANKED_CANDIDATES) {
    return { rows: await pageOf(db, first, take, offset), total: first.length };
  }

  const byId = new Map<string, Candidate>();
  for (const c of [...first.slice(0, RANKED_CANDIDATES), ...verified, ...named]) byId.set(c.id, c);
  const ranked = [...byId.values()];
  const [total, rows] = await Promise.all([
    estimateMatches(db, where, RANKED_CANDIDATES + 1),
    offset < ranked.length ? pageOf(db, ranked, take, offset) : [],
  ]);
  if (rows.length === take) return { rows, total };
  // A broad match is read along the newest index (one page), a narrower one through the text indexes.
  const rest = await db
    .select(businessColumns)
    .from(businesses)
    .where(
      and(
        total > EXACT_COUNT_CAP ? scanWhere : where,
        notInArray(
          businesses.id,
          ranked.map((c) => c.id),
        ),
      ),
    )
    .orderBy(sql`created_at desc nulls last`, sql`id desc`)
    .limit(take - rows.length)
    .offset(Math.max(0, offset - ranked.length));
  return { rows: [...rows, ...rest], total };
}

/**
 * In one statement: up to RANKED_CANDIDATES + 1 matches of `probeWhere` (whole words); only when
 * they are fewer (a narrow keyword, or a typo's empty first try), up to as many matches of `where`,
 * which also holds the substring matches; and the businesses named exactly the keyword. `byWords`:
 * `first` holds the matches of `probeWhere`.
 */
async function firstCandidates(
  db: Db,
  keyword: KeywordMatch,
  now: Date,
  probeWhere: SQL,
  where: SQL,
): Promise<{ first: Candidate[]; named: Candidate[]; byWords: boolean }> {
  const keys = sql`id, ${keyword.rank} as rank, ${effectiveTierRank(now)} as tier_rank,
    (extract(epoch from created_at) * 1000000)::bigint::text as created_micros`;
  const branches = [sql`select 'probe' as kind, * from probe`];
  if (probeWhere !== where) {
    branches.push(sql`(select 'all', ${keys} from ${businesses} where ${where}
      and (select count(*) from probe) <= ${RANKED_CANDIDATES} limit ${RANKED_CANDIDATES + 1})`);
  }
  if (keyword.sameName) {
    branches.push(sql`(select 'named', ${keys} from ${businesses} where ${where} and ${keyword.sameName}
      limit ${RANKED_CANDIDATES})`);
  }
  const result = await db.execute(sql`
    with probe as materialized (select ${keys} from ${businesses} where ${probeWhere} limit ${RANKED_CANDIDATES + 1})
    ${sql.join(branches, sql` union all `)}`);
  const rows = rowsOf<{
    kind: string;
    id: string;
    rank: number | string;
    tier_rank: number | string;
    created_micros: string;
  }>(result);
  const of = (kind: string): Candidate[] =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        id: r.id,
        rank: Number(r.rank),
        tierRank: Number(r.tier_rank),
        createdMicros: BigInt(r.created_micros),
      }));
  const all = of("all");
  const byWords = probeWhere === where || all.length === 0;
  return { first: byWords ? of("probe") : all, named: of("named"), byWords };
}

/** Up to `limit` businesses matching `where`, each with its sort keys (no wide columns). */
async function candidatesOf(
  db: Db,
  keyword: KeywordMatch,
  now: Date,
  where: SQL,
  limit: number,
): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: businesses.id,
      rank: sql<number>`${keyword.rank}`.mapWith(Number),
      tierRank: sql<number>`${effectiveTierRank(now)}`.mapWith(Number),
      // Microseconds since 1970 as text: exact, where a JavaScript Date keeps milliseconds.
      createdMicros: sql<string>`(extract(epoch from created_at) * 1000000)::bigint::text`,
    })
    .from(businesses)
    .where(where)
    .limit(limit);
  return rows.map((r) => ({ ...r, createdMicros: BigInt(r.createdMicros) }));
}

/** Rank descending, tier ascending, newest first, id descending: the order of the relevance sort. */
function byRelevance(a: Candidate, b: Candidate): number {
  if (a.rank !== b.rank) return b.rank - a.rank;
  if (a.tierRank !== b.tierRank) return a.tierRank - b.tierRank;
  if (a.createdMicros !== b.createdMicros) return a.createdMicros > b.createdMicros ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/** The rows of `take` candidates from `offset` in relevance order, read in full by id. */
function pageOf(db: Db, candidates: Candidate[], take: number, offset: number): Promise<BusinessRow[]> {
  const page = [...candidates].sort(byRelevance).slice(offset, offset + take);
  return rowsInOrder(
    db,
    page.map((c) => c.id),
  );
}

/** The active businesses of `ids`, read in full, in the order of `ids`. */
export async function rowsInOrder(db: Db, ids: string[]): Promise<BusinessRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(businessColumns)
    .from(businesses)
    .where(and(businesses.isActive, inArray(businesses.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
