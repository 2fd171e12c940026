import { Hono } from "hono";
import { listOutbox } from "../../mail/list-outbox.ts";
import type { AppEnv } from "../app-env.ts";

/** GET /api/dev/mail?to=<email>: the dev outbox as JSON. Mounted only when the outbox is on. */
export function createDevMailRoutes() {
  return new Hono<AppEnv>().get("/mail", async (c) => {
    const to = c.req.query("to") || undefined;
    const items = await listOutbox(c.get("runtime").database.db, to);
    c.header("Cache-Control", "no-store");
    return c.json({ items, total: items.length, next: null });
  });
}
