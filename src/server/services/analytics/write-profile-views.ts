import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";

/** A visitor's view of a business page on a UTC day; `visitor` is the salted hash that stands for them. */
export type ProfileView = { day: string; businessId: string; visitor: string };

/**
 * Writes a batch of counted views in one statement: each visitor is recorded for its business and
 * day unless already there (a view from another process, or before a restart), and only the newly
 * recorded ones add to the day's profile-view counters. Views of a business deleted meanwhile are
 * dropped. Rows go in key order, so two processes writing at once wait for each other rather than
 * deadlock.
 */
export async function writeProfileViews({ db }: { db: Db }, views: readonly ProfileView[]): Promise<void> {
  if (views.length === 0) return;
  const days = sql.param(views.map((v) => v.day));
  const ids = sql.param(views.map((v) => v.businessId));
  const visitors = sql.param(views.map((v) => v.visitor));
  await db.execute(sql`
    with viewed (day, business_id, visitor) as (
      select * from unnest(${days}::date[], ${ids}::uuid[], ${visitors}::text[])
    ),
    recorded as (
      insert into profile_view_visitors (day, visitor, business_id)
      select v.day, v.visitor, v.business_id
        from viewed v join businesses b on b.id = v.business_id
       order by v.day, v.visitor
      on conflict do nothing
      returning day, business_id
    )
    insert into analytics_daily (business_id, day, kind, count)
    select business_id, day, 'profile_view'::analytics_kind, count(*)::int
      from recorded
     group by business_id, day
     order by business_id, day
    on conflict (business_id, day, kind) do update set count = analytics_daily.count + excluded.count`);
}

/** Forgets the visitors of the days before yesterday: a view can only be flushed on its day or the next. */
export async function forgetOldProfileViewVisitors({ db }: { db: Db }, today: string): Promise<void> {
  await db.execute(sql`delete from profile_view_visitors where day < ${today}::date - 1`);
}
