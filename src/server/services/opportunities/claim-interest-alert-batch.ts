import { type SQL, sql } from "drizzle-orm";
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

export type InterestRecipient = Recipient;

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
      select ${RECIPIENT_COLUMNS}
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
    ), ${claimedPerUser(opportunityId, at)}`);
  return rowsOf(result).map((r) => ({ ...recipientOf(r), isNew: r.is_new === true }));
}
