import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { BY_MAIL, IN_APP, REACHABLE } from "./alert-channels";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type InterestRecipient = {
  userId: string;
  email: string;
  /** The loopback origin the user last signed in from (mailOrigin), if kept. */
  signInOrigin: string | null;
  ownerName: string;
  /** By e-mail: they have an address and their contract notifications are on. */
  byMail: boolean;
  /** In the bell: their in-app contract alerts are on. */
  inApp: boolean;
  /** Alerted by this statement (false: a previous run already alerted this user). */
  isNew: boolean;
};

/**
 * The next `limit` users (by id, after `after`: keyset pagination) whose saved interests match the
 * opportunity — its category is one of theirs, or one of their places is part of its location, in
 * any letter case — whatever their tier, in one statement that also records an
 * opportunity_interest_alerts row (key: opportunity, user) for each one not yet alerted. Skipped:
 * whoever takes the alert neither by e-mail nor in the bell (REACHABLE), or was already alerted as the
 * owner of a Preferred business (opportunity_alerts) — the Preferred pass runs first.
 */
export async function claimInterestAlertBatch(
  tx: Tx,
  {
    opportunityId,
    category,
    location,
    now,
    after,
    limit,
  }: {
    opportunityId: string;
    category: string | null;
    location: string | null;
    now: Date;
    after: string | null;
    limit: number;
  },
): Promise<InterestRecipient[]> {
  const matches: SQL[] = [];
  if (category) matches.push(sql`${category}::opportunity_category = any(i.categories)`);
  if (location?.trim())
    matches.push(sql`exists (
      select 1 from unnest(i.locations) as saved(place)
       where btrim(saved.place) <> '' and position(lower(btrim(saved.place)) in lower(${location})) > 0)`);
  if (matches.length === 0) return [];
  const at = now.toISOString();
  const result = await tx.execute(sql`
    with batch as (
      select u.id as user_id, u.email, u.sign_in_origin, u.name as owner_name, ${BY_MAIL} as by_mail,
             ${IN_APP} as in_app
        from opportunity_interests i
        join users u on u.id = i.user_id
        left join privacy_preferences p on p.user_id = u.id
       where (${sql.join(matches, sql` or `)})
         and ${REACHABLE}
         and u.id <> (select created_by from contract_opportunities where id = ${opportunityId}::uuid)
         and not exists (
               select 1 from opportunity_alerts a join businesses b on b.id = a.business_id
                where a.opportunity_id = ${opportunityId}::uuid and b.owner_id = u.id)
         ${after === null ? sql`` : sql`and u.id > ${after}`}
       order by u.id
       limit ${limit}
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
    byMail: r.by_mail === true,
    inApp: r.in_app === true,
    isNew: r.is_new === true,
  }));
}
