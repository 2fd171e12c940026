import { OpenAPIHono } from "@hono/zod-openapi";
import type { SecureHeadersVariables } from "hono/secure-headers";
import type { Logger } from "~/server/logger";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { validationHook } from "./validation";

export type AppEnv = {
  Variables: {
    runtime: Runtime;
    logger: Logger;
    requestId: string;
    actor: Actor;
    /** The React Router route pattern of a page request (metrics label), set by the page handler. */
    pageRoute: string;
  } & SecureHeadersVariables;
};

/** A router for one API resource; every router shares the validation hook and the error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
