import { and, eq, sql } from "drizzle-orm";
import { bestMatch, MATCH_THRESHOLDS, type MatchSignals } from "~/domain/vendor-lists/match-confidence";
import { vendorLists } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** Vendor rows matched per statement. */
export const MATCH_BATCH_SIZE = 500;
/** Batches one job runs before it queues the rest (so a job never outlives its expiry). */
export const MATCH_BATCHES_PER_JOB = 20;
/** Candidates per vendor and per way of finding them (similar name, same phone, website, e-mail domain). */
const CANDIDATES = 5;

/** The rows of a raw statement, whichever driver ran it. */
const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Ctx = Pick<ServiceContext, "db" | "jobs" | "logger">;

type CandidateRow = {
  row_number: number;
  business_id: string;
  sim: number;
  phone: boolean;
  website: boolean;
  email: boolean;
  address: boolean;
};

/**
 * One batch's candidates, set-based: for each of up to 500 unmatched rows, the active businesses whose
 * name key is trigram-similar (`%`, the GIN index on the stored name_key) and those with the same phone
 * key, website domain or e-mail domain (their btree indexes), each with what agrees.
 */
const candidatesSql = (listId: string) => sql`
  with v as (
    select row_number, name_key, phone_key, web_domain, mail_domain, postcode_key, house_number
      from vendor_list_rows
     where list_id = ${listId} and confidence is null
     order by row_number
     limit ${MATCH_BATCH_SIZE}
  )
  select v.row_number, b.id as business_id,
         similarity(b.name_key, v.name_key)::float8 as sim,
         coalesce(v.phone_key = vendor_phone_key(b.phone), false) as phone,
         coalesce(v.web_domain = vendor_web_domain(b.website), false) as website,
         coalesce(v.mail_domain = vendor_mail_domain(b.email), false) as email,
         coalesce(
           v.postcode_key = (
             select case when k ~ '^[0-9]{9}$' then left(k, 5) else k end
               from (select upper(regexp_replace(b.zip_code, '[^A-Za-z0-9]', '', 'g')) as k) as z
           )
           and (v.house_number is null or b.address is null
                or v.house_number = substring(b.address from '^\\s*([0-9]+)')),
           false) as address
    from v
    cross join lateral (
      (select n.id from businesses n
        where n.is_active and n.name_key % v.name_key
        order by similarity(n.name_key, v.name_key) desc
        limit ${CANDIDATES})
      union
      (select p.id from businesses p
        where v.phone_key is not null and p.is_active and p.phone is not null
          and vendor_phone_key(p.phone) = v.phone_key
        limit ${CANDIDATES})
      union
      (select w.id from businesses w
        where v.web_domain is not null and w.is_active and w.website is not null
          and vendor_web_domain(w.website) = v.web_domain
        limit ${CANDIDATES})
      union
      (select m.id from businesses m
        where v.mail_domain is not null and m.is_active and m.email is not null
          and vendor_mail_domain(m.email) = v.mail_domain
        limit ${CANDIDATES})
    ) as c
    join businesses b on b.id = c.id`;

/** Matches one batch in one transaction; the number of rows it matched (0 when none were left). */
async function matchBatch(ctx: Ctx, listId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${MATCH_THRESHOLDS.possibleName}`));
    const pending = rowsOf<{ row_number: number }>(
      await tx.execute(sql`
      select row_number from vendor_list_rows
       where list_id = ${listId} and confidence is null
       order by row_number limit ${MATCH_BATCH_SIZE}`),
    );
    if (pending.length === 0) return 0;
    const found = rowsOf<CandidateRow>(await tx.execute(candidatesSql(listId)));
    const byRow = new Map<number, { id: string; signals: MatchSignals }[]>();
    for (const c of found) {
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
    const values = pending.map(({ row_number }) => {
      const best = bestMatch(byRow.get(Number(row_number)) ?? []);
      return sql`(${Number(row_number)}::int, ${best?.id ?? null}::uuid, ${best?.confidence ?? "none"}::match_confidence, ${best?.reason ?? ""}::text, ${best ? best.signals.nameSimilarity : null}::float8)`;
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
 * new job; the list is ready once none is left. Safe to run twice: a batch only fills rows still unmatched.
 */
export async function matchVendorList(ctx: Ctx, payload: { listId: string }): Promise<void> {
  const [list] = await ctx.db
    .select({ status: vendorLists.status })
    .from(vendorLists)
    .where(eq(vendorLists.id, payload.listId));
  if (list?.status !== "processing") return;
  for (let batch = 0; batch < MATCH_BATCHES_PER_JOB; batch++) {
    const matched = await matchBatch(ctx, payload.listId);
    if (matched < MATCH_BATCH_SIZE) {
      await ctx.db
        .update(vendorLists)
        .set({ status: "ready" })
        .where(and(eq(vendorLists.id, payload.listId), eq(vendorLists.status, "processing")));
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
