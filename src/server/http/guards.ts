import { createMiddleware } from "hono/factory";
import { requireAdmin, requireUser } from "~/server/policy";
import type { AppEnv } from "./app-env";

/** Route middleware: 401 for anonymous requests. */
export const userOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c.get("actor"));
  await next();
});

/** Route middleware: 401 for anonymous requests, 403 for signed-in non-admins. */
export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireAdmin(c.get("actor"));
  await next();
});
