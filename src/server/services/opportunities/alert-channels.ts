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
