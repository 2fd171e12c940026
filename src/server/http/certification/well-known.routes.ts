import { Hono } from "hono";
import { publicOrigin } from "~/server/config";
import type { AppEnv } from "~/server/http/app-env";
import { getDidDocument } from "~/server/services/certification/get-did-document";

/**
 * /.well-known/did.json: the site's did:web document, which publishes the key its verifiable credentials
 * are signed with (decision 058). Public, and readable from any origin, as verifiers fetch it.
 */
export function createWellKnownRoutes() {
  return new Hono<AppEnv>().get("/.well-known/did.json", async (c) => {
    const runtime = c.get("runtime");
    const document = await getDidDocument(runtime, {
      origin: publicOrigin(runtime.config, c.req.header("host")),
    });
    c.header("Content-Type", "application/did+json");
    c.header("Cache-Control", "public, max-age=300");
    c.header("Access-Control-Allow-Origin", "*");
    return c.body(JSON.stringify(document), 200);
  });
}
