import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { REACHABLE, RECIPIENT_COLUMNS, type Recipient, recipientOf, rowsOf } from "./alert-channels";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The owner of one or more eligible businesses: one e-mail and one notification for all of them. New
 * when this statement recorded at least one of their businesses and none was recorded before (a
 * previous run may have told this owner, perhaps about fewer businesses).
 */
export type AlertRecipient = Recipient & {
  /** The owner's eligible businesses, by name. */
  businessNames: string[];
};

/**
 * The next `limit` owners of eligible businesses after `after` (by user id: keyset pagination), each
 * with all of their eligible businesses, in one statement that also records an opportunity_alerts row
 * (key: opportunity, business) for each business not yet recorded. A batch never splits an owner's
 * businesses, so one owner is told once, about all of them.
 * Eligible: Preferred, verified, certification unexpired, active, an owner who takes the alert one way
 * or the other (REACHABLE), who did not post the opportunity, and who was not already alerted to this
 * opportunity for their saved interests (opportunity_interest_alerts).
 */
export async function claimAlertBatch(
  tx: Tx,
  {
    opportunityId,
    now,
    after,
    limit,
  }: { opportunityId: string; now: Date; after: string | null; limit: number },
): Promise<AlertRecipient[]> {
  const at = now.toISOString();
  const eligibleBusiness = sql`b.certification_tier = 'Preferred'
         and b.is_verified
         and b.is_active
         and (b.certification_expires_at is null or b.certification_expires_at > ${at}::timestamptz)`;
  const result = await tx.execute(sql`
    with owners as (
      select distinct b.owner_id as user_id
        from businesses b
        join users u on u.id = b.owner_id
        left join privacy_preferences p on p.user_id = u.id
       where ${eligibleBusiness}
         and ${REACHABLE}
         and u.id <> (select created_by from contract_opportunities where id = ${opportunityId}::uuid)
         and not exists (
               select 1 from opportunity_interest_alerts ia
                where ia.opportunity_id = ${opportunityId}::uuid and ia.user_id = u.id)
         ${after === null ? sql`` : sql`and b.owner_id > ${after}`}
       order by b.owner_id
       limit ${limit}
    ), batch as (
      select b.id as business_id, b.name as business_name, ${RECIPIENT_COLUMNS}
        from owners o
        join users u on u.id = o.user_id
        left join privacy_preferences p on p.user_id = u.id
        join businesses b on b.owner_id = o.user_id
       where ${eligibleBusiness}
    ), told as (
      select distinct b.owner_id as user_id
        from opportunity_alerts a
        join businesses b on b.id = a.business_id
       where a.opportunity_id = ${opportunityId}::uuid and b.owner_id in (select user_id from owners)
    ), inserted as (
      insert into opportunity_alerts (opportunity_id, business_id, sent_at)
      select ${opportunityId}::uuid, business_id, ${at}::timestamptz from batch
      on conflict do nothing
      returning business_id
    )
    select batch.*, inserted.business_id is not null as is_new, told.user_id is not null as was_told
      from batch
      left join inserted using (business_id)
      left join told using (user_id)
     order by batch.user_id, batch.business_id`);
  const owners = new Map<string, AlertRecipient & { recorded: boolean; told: boolean }>();
  for (const r of rowsOf(result)) {
    const userId = String(r.user_id);
    let owner = owners.get(userId);
    if (!owner) {
      owner = {
        ...recipientOf(r),
        businessNames: [],
        isNew: false,
        recorded: false,
        told: r.was_told === true,
      };
      owners.set(userId, owner);
    }
    owner.businessNames.push(String(r.business_name));
    if (r.is_new === true) owner.recorded = true;
  }
  return [...owners.values()].map(({ recorded, told, ...owner }) => ({
    ...owner,
    isNew: recorded && !told,
  }));
}
