import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type AlertRecipient = {
  businessId: string;
  businessName: string;
  userId: string;
  email: string;
  ownerName: string;
  /** Alerted by this statement (false: a previous run already alerted this business). */
  isNew: boolean;
};

/**
 * The next `limit` eligible businesses after `after` (by id: keyset pagination), with their owner,
 * in one statement that also records an opportunity_alerts row for each one not yet alerted.
 * Eligible: Preferred, verified, certification unexpired, active, an owner with an e-mail whose
 * contract notifications are on (no privacy row: the default, on), and who was not already alerted to
 * this opportunity for their saved interests (opportunity_interest_alerts).
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
  const result = await tx.execute(sql`
    with batch as (
      select b.id as business_id, b.name as business_name, u.id as user_id, u.email, u.name as owner_name
        from businesses b
        join users u on u.id = b.owner_id
        left join privacy_preferences p on p.user_id = u.id
       where b.certification_tier = 'Preferred'
         and b.is_verified
         and b.is_active
         and (b.certification_expires_at is null or b.certification_expires_at > ${at}::timestamptz)
         and btrim(u.email) <> ''
         and coalesce(p.contract_notifications, true)
         and not exists (
               select 1 from opportunity_interest_alerts ia
                where ia.opportunity_id = ${opportunityId}::uuid and ia.user_id = u.id)
         ${after === null ? sql`` : sql`and b.id > ${after}::uuid`}
       order by b.id
       limit ${limit}
    ), inserted as (
      insert into opportunity_alerts (opportunity_id, business_id, sent_at)
      select ${opportunityId}::uuid, business_id, ${at}::timestamptz from batch
      on conflict do nothing
      returning business_id
    )
    select batch.*, inserted.business_id is not null as is_new
      from batch left join inserted using (business_id)
     order by batch.business_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    businessId: String(r.business_id),
    businessName: String(r.business_name),
    userId: String(r.user_id),
    email: String(r.email),
    ownerName: String(r.owner_name),
    isNew: r.is_new === true,
  }));
}
