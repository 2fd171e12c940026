import { Hono } from "hono";
import type { AppEnv } from "~/server/http/app-env";
import { apiNotFound } from "~/server/http/error-handler";
import { isLocal } from "~/server/http/is-local-request";
import { listOutbox } from "~/server/mail/list-outbox";

/**
 * GET /api/dev/mail?to=<email>: the mail outbox as JSON. Mounted only without SMTP, and only this
 * machine may read it: the messages carry sign-in links. Anyone else gets the API's usual 404.
 */
export function createDevMailRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => (isLocal(c) ? next() : apiNotFound(c)))
    .get("/mail", async (c) => {
      const to = c.req.query("to") || undefined;
      const items = await listOutbox(c.get("runtime").database.db, to);
      c.header("Cache-Control", "no-store");
      return c.json({ items, total: items.length, next: null });
    });
}
