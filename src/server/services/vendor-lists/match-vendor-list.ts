import { and, eq, type SQL, sql } from "drizzle-orm";
import { bestMatch, MATCH_THRESHOLDS, type MatchSignals } from "~/domain/vendor-lists/match-confidence";
import { vendorLists } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** Vendor rows matched per statement. */
export const MATCH_BATCH_SIZE = 500;
/** Batches one job runs before it queues the rest (so a job never outlives its expiry). */
export const MATCH_BATCHES_PER_JOB = 20;
/** Jobs a list is matched by at once (each takes its own batches); the job kind's concurrency allows it. */
export const MATCH_JOBS_PER_LIST = 2;
/** Candidates per vendor and per way of finding them (same name key, same phone, website, e-mail domain). */
const CANDIDATES = 5;
/** Distinct name keys a vendor whose name matched nothing exactly is compared with by trigrams. */
const SIMILAR_KEYS = 3;

/** The rows of a raw statement, whichever driver ran it. */
const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Ctx = Pick<ServiceContext, "db" | "jobs" | "logger">;
type Tx = Parameters<Parameters<Ctx["db"]["transaction"]>[0]>[0];

type CandidateRow = {
  row_number: number;
  business_id: string;
  sim: number;
  phone: boolean;
  website: boolean;
  email: boolean;
  address: boolean;
};

type Candidate = { id: string; signals: MatchSignals };

/** A key's active businesses: those at the vendor's postcode first (one index), then any. */
const businessesOfKey = (key: SQL) => sql`
      (select k.id from businesses k
        where v.postcode_key is not null and k.is_active and k.name_key = ${key}
          and vendor_postcode_key(k.zip_code) = v.postcode_key
        limit ${CANDIDATES})
      union
      (select k.id from businesses k where k.is_active and k.name_key = ${key} limit ${CANDIDATES})`;

/**
 * Businesses of the vendor's own name key, and those with its phone key, website or e-mail domain, the
 * names most alike first (a shared switchboard or web host may serve dozens).
 */
const sameKeys = sql`
      ${businessesOfKey(sql`v.name_key`)}
      union
      (select p.id from businesses p
        where v.phone_key is not null and p.is_active and p.phone is not null
          and vendor_phone_key(p.phone) = v.phone_key
        order by similarity(p.name_key, v.name_key) desc
        limit ${CANDIDATES})
      union
      (select w.id from businesses w
        where v.web_domain is not null and w.is_active and w.website is not null
          and vendor_web_domain(w.website) = v.web_domain
        order by similarity(w.name_key, v.name_key) desc
        limit ${CANDIDATES})
      union
      (select m.id from businesses m
        where v.mail_domain is not null and m.is_active and m.email is not null
          and vendor_mail_domain(m.email) = v.mail_domain
        order by similarity(m.name_key, v.name_key) desc
        limit ${CANDIDATES})`;

/**
 * The businesses of the few distinct name keys most like the vendor's (`%`, the GIN index on
 * business_name_keys): a name shared by many businesses is compared once, not once per business.
 */
const similarKeys = sql`
      select c.id
        from (select nk.name_key from business_name_keys nk
               where nk.name_key % v.name_key
               order by similarity(nk.name_key, v.name_key) desc
               limit ${SIMILAR_KEYS}) as s
        cross join lateral (${businessesOfKey(sql`s.name_key`)}) as c`;

/** The given rows' candidates found by `found`, each with what agrees, set-based. */
const candidatesSql = (listId: string, rowNumbers: number[], found: SQL) => sql`
  with v as (
    select row_number, name_key, phone_key, web_domain, mail_domain, postcode_key, house_number
      from vendor_list_rows
     where list_id = ${listId} and row_number = any(${sql.param(rowNumbers)}::int[])
  )
  select v.row_number, b.id as business_id,
         similarity(b.name_key, v.name_key)::float8 as sim,
         coalesce(v.phone_key = vendor_phone_key(b.phone), false) as phone,
         coalesce(v.web_domain = vendor_web_domain(b.website), false) as website,
         coalesce(v.mail_domain = vendor_mail_domain(b.email), false) as email,
         coalesce(
           v.postcode_key = vendor_postcode_key(b.zip_code)
           and (v.house_number is null or b.address is null
                or v.house_number = substring(b.address from '^\\s*([0-9]+)')),
           false) as address
    from v
    cross join lateral (${found}) as c
    join businesses b on b.id = c.id`;

async function candidatesOf(tx: Tx, listId: string, rowNumbers: number[], found: SQL) {
  const byRow = new Map<number, Candidate[]>();
  if (rowNumbers.length === 0) return byRow;
  for (const c of rowsOf<CandidateRow>(await tx.execute(candidatesSql(listId, rowNumbers, found)))) {
    const list = byRow.get(Number(c.row_number)) ?? [];
    list.push({
      id: c.business_id,
      signals: {
        nameSimilarity: Number(c.sim),
        phone: Boolean(c.phone),
        website: Boolean(c.website),
        email: Boolean(c.email),
        address: Boolean(c.address),
      },
    });
    byRow.set(Number(c.row_number), list);
  }
  return byRow;
}

/**
 * Matches one batch in one transaction; the number of rows it took (0 when none were left). Rows another
 * job is matching are skipped (SKIP LOCKED), so a list's jobs share it. First the equal keys (name, phone,
 * website, e-mail: btree indexes); only rows they leave without an exact or likely match, and without a
 * business of their own name, are compared by trigrams with the distinct name keys.
 */
async function matchBatch(ctx: Ctx, listId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${MATCH_THRESHOLDS.possibleName}`));
    const pending = rowsOf<{ row_number: number }>(
      await tx.execute(sql`
      select row_number from vendor_list_rows
       where list_id = ${listId} and confidence is null
       order by row_number limit ${MATCH_BATCH_SIZE}
       for update skip locked`),
    ).map((r) => Number(r.row_number));
    if (pending.length === 0) return 0;
    const byRow = await candidatesOf(tx, listId, pending, sameKeys);
    // A row whose own name key was found has met every business a trigram search could add with a
    // better name; the rest without an exact or likely match try similar names.
    const unsure = pending.filter((n) => {
      const found = byRow.get(n) ?? [];
      const best = bestMatch(found);
      if (best?.confidence === "exact" || best?.confidence === "likely") return false;
      return !found.some((c) => c.signals.nameSimilarity === 1);
    });
    for (const [n, more] of await candidatesOf(tx, listId, unsure, similarKeys)) {
      byRow.set(n, [...(byRow.get(n) ?? []), ...more]);
    }
    const values = pending.map((rowNumber) => {
      const best = bestMatch(byRow.get(rowNumber) ?? []);
      return sql`(${rowNumber}::int, ${best?.id ?? null}::uuid, ${best?.confidence ?? "none"}::match_confidence, ${best?.reason ?? ""}::text, ${best ? best.signals.nameSimilarity : null}::float8)`;
    });
    const updated = rowsOf(
      await tx.execute(sql`
      update vendor_list_rows as r
         set business_id = m.business_id, confidence = m.confidence, reason = m.reason,
             name_similarity = m.sim,
             decision = case when m.confidence = 'exact' then 'confirmed' else 'pending' end::match_decision
        from (values ${sql.join(values, sql`, `)}) as m(row_number, business_id, confidence, reason, sim)
       where r.list_id = ${listId} and r.row_number = m.row_number and r.confidence is null
      returning r.row_number`),
    );
    await tx
      .update(vendorLists)
      .set({ matchedRows: sql`${vendorLists.matchedRows} + ${updated.length}` })
      .where(eq(vendorLists.id, listId));
    return pending.length;
  });
}

/**
 * The matching job: up to MATCH_BATCHES_PER_JOB batches of the rows still unmatched, then the rest as a
 * new job. A list is matched by MATCH_JOBS_PER_LIST such chains at once; it is ready once no row is left
 * unmatched, which the chain finishing last finds. Safe to run twice: a batch only fills rows still unmatched.
 */
export async function matchVendorList(ctx: Ctx, payload: { listId: string }): Promise<void> {
  const [list] = await ctx.db
    .select({ status: vendorLists.status })
    .from(vendorLists)
    .where(eq(vendorLists.id, payload.listId));
  if (list?.status !== "processing") return;
  for (let batch = 0; batch < MATCH_BATCHES_PER_JOB; batch++) {
    if ((await matchBatch(ctx, payload.listId)) === 0) {
      await ctx.db
        .update(vendorLists)
        .set({ status: "ready" })
        .where(
          and(
            eq(vendorLists.id, payload.listId),
            eq(vendorLists.status, "processing"),
            sql`not exists (select 1 from vendor_list_rows r
                             where r.list_id = ${payload.listId} and r.confidence is null)`,
          ),
        );
      return;
    }
  }
  await ctx.jobs.enqueue(ctx.db, "match-vendor-list", payload);
}

/** The last try of a list's job failed: the list says so rather than stay "processing" for ever. */
export async function failVendorList(ctx: Pick<ServiceContext, "db">, listId: string): Promise<void> {
  await ctx.db
    .update(vendorLists)
    .set({ status: "failed", error: "Matching failed. Upload the file again, or try later." })
    .where(and(eq(vendorLists.id, listId), eq(vendorLists.status, "processing")));
}
