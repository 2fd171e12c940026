import { sql } from "drizzle-orm";
import type { Tier } from "~/domain/certification/tiers";
import { type NoticeText, notice, tierNotice, wordNotice } from "~/domain/notifications/notice";
import type { VendorChangeKind } from "~/domain/vendor-lists/vendor-watch-rules";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import type { ServiceContext } from "~/server/services/service-context";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

type WatchContext = Pick<ServiceContext, "db" | "jobs">;

/** Certification events a transaction claims and fans out. */
const WATCH_BATCH = 500;

/**
 * How an event reads to a buyer: a revocation, a lapse, a renewal (approved again from approved or
 * within the grace of a lapse), or an approval — of another tier than the business last held, or not.
 * Submissions and rejections change no held certificate and tell nobody.
 */
const KIND = sql`case
      when e.to_status = 'revoked' then 'revoked'
      when e.to_status = 'expired' then 'lapsed'
      when e.to_status = 'approved' and e.from_status in ('approved', 'expired') then 'renewed'
      when e.to_status = 'approved' and prev.tier is not null and prev.tier <> e.tier then 'tier_changed'
      when e.to_status = 'approved' then 'certified'
    end`;

/** A change as a list's owner reads it (vendorChangeSentence's, in their language). */
function changeNotice(change: {
  kind: VendorChangeKind;
  businessName: string;
  tier: Tier;
  previousTier: Tier | null;
}): NoticeText {
  const values = { business: change.businessName, tier: tierNotice(change.tier) };
  switch (change.kind) {
    case "certified":
      return notice("{business} was certified ({tier}).", values);
    case "tier_changed":
      return notice("{business}'s certification changed from {previous} to {tier}.", {
        ...values,
        previous: change.previousTier ? tierNotice(change.previousTier) : wordNotice("another tier"),
      });
    case "renewed":
      return notice("{business}'s {tier} certification was renewed.", values);
    case "lapsed":
      return notice("{business}'s {tier} certification lapsed.", values);
    case "revoked":
      return notice("{business}'s {tier} certification was revoked.", values);
  }
}

/**
 * The `watch-certification-changes` job (decision 060): takes certification events no list was told
 * of yet out of certification_events_to_watch (SKIP LOCKED, so runs on several processes share them),
 * and in the same transaction records a
 * change for each list that holds the business as a confirmed match (once per list and event: a unique
 * key), rings the list owner's bell and queues a webhook delivery where the list has an endpoint.
 * Runs batch after batch until no event is left. Answers the changes recorded.
 */
export async function watchCertificationChanges(ctx: WatchContext): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, changes } = await ctx.db.transaction(async (tx) => {
      const claimed = await tx.execute(sql`
        delete from certification_events_to_watch
         where event_id in (select event_id from certification_events_to_watch
                             order by created_at
                             limit ${WATCH_BATCH}
                             for update skip locked)
        returning event_id as id`);
      const ids = rowsOf(claimed).map((r) => String(r.id));
      if (ids.length === 0) return { claimed: 0, changes: 0 };
      const result = await tx.execute(sql`
        with found as (
          select distinct r.list_id, e.id as event_id, e.business_id, ${KIND} as kind, e.tier,
                 prev.tier as previous_tier, e.created_at as happened_at
            from certification_events e
            join vendor_list_rows r on r.business_id = e.business_id and r.decision = 'confirmed'
            -- A list hears of what happens from its upload on, not of the history before it.
            join vendor_lists l on l.id = r.list_id and e.created_at >= l.created_at
            left join lateral (
              select p.tier from certification_events p
               where p.business_id = e.business_id and p.to_status = 'approved' and p.id <> e.id
                 and p.created_at <= e.created_at
               order by p.created_at desc
               limit 1
            ) prev on true
           where e.id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))
        ), inserted as (
          insert into vendor_list_changes (list_id, event_id, business_id, kind, tier, previous_tier, happened_at)
          select list_id, event_id, business_id, kind::vendor_change_kind, tier, previous_tier, happened_at
            from found where kind is not null
          on conflict do nothing
          returning id, list_id, business_id, kind, tier, previous_tier
        )
        select i.*, l.owner_id, l.name as list_name, b.name as business_name,
               w.list_id is not null as has_webhook
          from inserted i
          join vendor_lists l on l.id = i.list_id
          join businesses b on b.id = i.business_id
          left join vendor_list_webhooks w on w.list_id = i.list_id`);
      const made = rowsOf(result);
      await createNotifications(
        { db: tx },
        made.map((r) => ({
          userId: String(r.owner_id),
          kind: "certification_update" as const,
          title: notice("Vendor list: {list}", { list: String(r.list_name) }),
          body: changeNotice({
            kind: r.kind as VendorChangeKind,
            businessName: String(r.business_name),
            tier: r.tier as Tier,
            previousTier: (r.previous_tier as Tier | null) ?? null,
          }),
          link: `/vendor-lists/${String(r.list_id)}`,
        })),
      );
      const hooked = made.filter((r) => r.has_webhook === true);
      if (hooked.length > 0) {
        const deliveries = await tx.execute(sql`
          insert into webhook_deliveries (list_id, change_id)
          select list_id, change_id from json_to_recordset(${JSON.stringify(
            hooked.map((r) => ({ list_id: r.list_id, change_id: r.id })),
          )}::json) as d(list_id uuid, change_id uuid)
          on conflict do nothing
          returning id`);
        await ctx.jobs.enqueueMany(
          tx,
          "deliver-webhook",
          rowsOf(deliveries).map((d) => ({ deliveryId: String(d.id) })),
        );
      }
      return { claimed: ids.length, changes: made.length };
    });
    total += changes;
    if (claimed < WATCH_BATCH) return total;
  }
}
