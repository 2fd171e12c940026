import { data } from "react-router";
import { listOutbox } from "~/server/mail/list-outbox";
import type { Runtime } from "~/server/runtime";

/**
 * The mail outbox: every e-mail the app would have sent, kept when SMTP is not configured, and
 * every text message, kept unless SMS_PROVIDER=twilio. Only
 * this machine may read it; anyone else gets the site's 404 page.
 */
export async function loadOutbox(runtime: Runtime, isLocalRequest: boolean, url: URL) {
  if (!(runtime.config.mailOutbox || runtime.config.smsOutbox) || !isLocalRequest)
    throw data(null, { status: 404 });
  const to = url.searchParams.get("to") ?? undefined;
  return { to: to ?? "", messages: await listOutbox(runtime.database.db, to) };
}
