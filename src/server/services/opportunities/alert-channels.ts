import { sql } from "drizzle-orm";

/*
 * How a user takes contract opportunity alerts, over `users u left join privacy_preferences p` (no
 * privacy row: the defaults, both on). The two switches are independent: unsubscribing from the
 * e-mails leaves the bell as it was, and the bell can be switched off with the e-mails still on.
 */

/** By e-mail: an address, and Contract Notifications on. */
export const BY_MAIL = sql`(btrim(u.email) <> '' and coalesce(p.contract_notifications, true))`;

/** In the bell: in-app contract alerts on. */
export const IN_APP = sql`coalesce(p.contract_alerts_in_app, true)`;

/** Told at all: one way or the other. */
export const REACHABLE = sql`(${BY_MAIL} or ${IN_APP})`;

/** Whom a pass tells of an opportunity: one e-mail and one notification each, once. */
export type Recipient = {
  userId: string;
  email: string;
  /** The loopback origin the user last signed in from (mailOrigin), if kept. */
  signInOrigin: string | null;
  /** The language they chose (users.language), null for none: their e-mail is written in it. */
  language: string | null;
  ownerName: string;
  /** By e-mail: they have an address and their contract notifications are on. */
  byMail: boolean;
  /** In the bell: their in-app contract alerts are on. */
  inApp: boolean;
  /** To be told by this run (false: a previous run already told them). */
  isNew: boolean;
};

/** A recipient's columns, over `users u left join privacy_preferences p`; `recipientOf` reads them back. */
export const RECIPIENT_COLUMNS = sql`u.id as user_id, u.email, u.sign_in_origin, u.language, u.name as owner_name,
             ${BY_MAIL} as by_mail, ${IN_APP} as in_app`;

export function recipientOf(row: Record<string, unknown>): Omit<Recipient, "isNew"> {
  return {
    userId: String(row.user_id),
    email: String(row.email),
    signInOrigin: row.sign_in_origin == null ? null : String(row.sign_in_origin),
    language: row.language == null ? null : String(row.language),
    ownerName: String(row.owner_name),
    byMail: row.by_mail === true,
    inApp: row.in_app === true,
  };
}

/** The rows of a raw statement's result, as both drivers give them. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The end of a pass over users (a `batch` CTE with `user_id`): records an opportunity_interest_alerts
 * row (key: opportunity, user) for each one not yet alerted, and answers the batch with `is_new`.
 */
export function claimedPerUser(opportunityId: string, at: string) {
  return sql`inserted as (
      insert into opportunity_interest_alerts (opportunity_id, user_id, sent_at)
      select ${opportunityId}::uuid, user_id, ${at}::timestamptz from batch
      on conflict do nothing
      returning user_id
    )
    select batch.*, inserted.user_id is not null as is_new
      from batch left join inserted using (user_id)
     order by batch.user_id`;
}
