import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { BY_MAIL, IN_APP, REACHABLE } from "./alert-channels";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The owner of one or more active businesses whose NAICS codes match the opportunity's. */
export type NaicsRecipient = {
  userId: string;
  email: string;
  /** The loopback origin the owner last signed in from (mailOrigin), if kept. */
  signInOrigin: string | null;
  ownerName: string;
  /** The owner's matching active businesses, by name. */
  businessNames: string[];
  /** By e-mail: they have an address and their contract notifications are on. */
  byMail: boolean;
  /** In the bell: their in-app contract alerts are on. */
  inApp: boolean;
  /** Alerted by this statement (false: a previous run already alerted this owner). */
  isNew: boolean;
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
      select o.user_id, u.email, u.sign_in_origin, u.name as owner_name, ${BY_MAIL} as by_mail,
             ${IN_APP} as in_app,
             (select array_agg(b.name order by b.name)
                from businesses b join procurement_profiles pp on pp.business_id = b.id
               where b.owner_id = o.user_id and ${matching}) as business_names
        from owners o
        join users u on u.id = o.user_id
        left join privacy_preferences p on p.user_id = u.id
    ), inserted as (
      insert into opportunity_interest_alerts (opportunity_id, user_id, sent_at)
      select ${opportunityId}::uuid, user_id, ${at}::timestamptz from batch
      on conflict do nothing
      returning user_id
    )
    select batch.*, inserted.user_id is not null as is_new
      from batch left join inserted using (user_id)
     order by batch.user_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    userId: String(r.user_id),
    email: String(r.email),
    signInOrigin: r.sign_in_origin == null ? null : String(r.sign_in_origin),
    ownerName: String(r.owner_name),
    businessNames: ((r.business_names as unknown[] | null) ?? []).map(String),
    byMail: r.by_mail === true,
    inApp: r.in_app === true,
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
