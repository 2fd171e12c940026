import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import {
  claimedPerUser,
  REACHABLE,
  RECIPIENT_COLUMNS,
  type Recipient,
  recipientOf,
  rowsOf,
} from "./alert-channels";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The owner of one or more active businesses whose NAICS codes match the opportunity's. */
export type NaicsRecipient = Recipient & {
  /** The owner's matching active businesses, by name. */
  businessNames: string[];
};

/**
 * The next `limit` owners (by user id, after `after`: keyset pagination) of active businesses whose
 * procurement profile lists one of the opportunity's six-digit NAICS codes — the same code, not a
 * sibling in its industry group (decision 056) — each with those businesses' names, in one statement
 * that also records an opportunity_interest_alerts row (key: opportunity, user) for each owner not yet
 * alerted. The profile's `naics_prefixes` holds each six-digit code itself, so the match is one test
 * of its GIN index. Skipped: whoever takes the alert neither by e-mail nor in the bell (REACHABLE), the
 * poster, and whoever was already alerted to this opportunity — as the owner of a Preferred business
 * (opportunity_alerts) or for their saved interests (opportunity_interest_alerts): this pass runs last.
 */
export async function claimNaicsAlertBatch(
  tx: Tx,
  {
    opportunityId,
    codes,
    now,
    after,
    limit,
  }: { opportunityId: string; codes: string[]; now: Date; after: string | null; limit: number },
): Promise<NaicsRecipient[]> {
  if (codes.length === 0) return [];
  const at = now.toISOString();
  const matching = sql`b.is_active and pp.naics_prefixes && ${toTextArray(codes)}`;
  const result = await tx.execute(sql`
    with owners as (
      select distinct b.owner_id as user_id
        from procurement_profiles pp
        join businesses b on b.id = pp.business_id
        join users u on u.id = b.owner_id
        left join privacy_preferences p on p.user_id = u.id
       where ${matching}
         and ${REACHABLE}
         and u.id <> (select created_by from contract_opportunities where id = ${opportunityId}::uuid)
         and not exists (
               select 1 from opportunity_alerts a join businesses ab on ab.id = a.business_id
                where a.opportunity_id = ${opportunityId}::uuid and ab.owner_id = u.id)
         and not exists (
               select 1 from opportunity_interest_alerts ia
                where ia.opportunity_id = ${opportunityId}::uuid and ia.user_id = u.id)
         ${after === null ? sql`` : sql`and b.owner_id > ${after}`}
       order by b.owner_id
       limit ${limit}
    ), batch as (
      select ${RECIPIENT_COLUMNS},
             (select array_agg(b.name order by b.name)
                from businesses b join procurement_profiles pp on pp.business_id = b.id
               where b.owner_id = o.user_id and ${matching}) as business_names
        from owners o
        join users u on u.id = o.user_id
        left join privacy_preferences p on p.user_id = u.id
    ), ${claimedPerUser(opportunityId, at)}`);
  return rowsOf(result).map((r) => ({
    ...recipientOf(r),
    businessNames: ((r.business_names as unknown[] | null) ?? []).map(String),
    isNew: r.is_new === true,
  }));
}

/** A text[] parameter: one bound value per code, so nothing typed reaches the SQL text. */
function toTextArray(codes: string[]) {
  return sql`array[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
}
