import fs from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { pageContext } from "~/web/lib/page-context";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { clientAddress } from "./http/client-address";
import { isLocal } from "./http/is-local-request";
import { languageRedirect } from "./http/language-redirect";
import { createPageCache } from "./http/page-cache";
import { pageRouteOf } from "./http/page-route";
import { withStoredLanguage } from "./http/stored-language";
import { createRuntime, type Runtime } from "./runtime";
import { storedLanguageOf } from "./services/accounts/user-language";

export { openAdminChannel } from "./cli/admin-channel";
export { listensBeyondLoopbackWithoutBaseUrl } from "./config";

// The runtime (database, logger) lives on globalThis so that dev reloads of this module keep
// the one PGlite instance instead of opening a second one on the same directory.
declare global {
  var __ujamaaRuntime: Promise<Runtime> | undefined;
}

export function getRuntime(): Promise<Runtime> {
  globalThis.__ujamaaRuntime ??= createRuntime(loadConfig());
  return globalThis.__ujamaaRuntime;
}

export type ServerOptions = { staticDir?: string };

const BUSINESS_PAGE = /^\/business\/([^/]+)$/;

/** The whole site: the API, then static assets (production), then React Router pages. */
export async function createServerApp(options: ServerOptions = {}) {
  const runtime = await getRuntime();
  const app = createApp(runtime);

  if (options.staticDir) {
    const root = options.staticDir;
    // Hashed assets never change; the build wrote .br and .gz copies of the text ones (vite.config.ts).
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The other files at the top of the client folder (favicon.svg), each by its own path: a catch-all
    // would look each page's path up on disk (a blocking stat per request).
    const topFiles = fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of topFiles) {
      app.use(
        `/${file.name}`,
        serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }),
      );
    }
  }

  const handlePage = createRequestHandler(
    () => import("virtual:react-router/server-build"),
    runtime.config.isProduction ? "production" : "development",
  );
  const routeOfPage = pageRouteOf((await import("virtual:react-router/server-build")).routes);
  const pageCache = createPageCache({
    ttlMs: runtime.config.pageCacheSeconds * 1000,
    directoryVersion: () => runtime.directoryVersion.current(),
    onAnswer: (result) => runtime.metrics.pageCache.inc({ result }),
    // A business page answered from memory is a visitor's view all the same (kept pages are the
    // anonymous ones of active businesses); the loader counts the ones it renders.
    onAnsweredFromMemory: (c, page) => {
      const businessId = BUSINESS_PAGE.exec(page)?.[1]?.toLowerCase();
      if (!businessId) return;
      runtime.profileViews.count({
        businessId,
        address: clientAddress(c),
        userAgent: c.req.header("user-agent"),
      });
    },
  });
  app.all("*", (c) => {
    const inLanguage = languageRedirect(c);
    if (inLanguage) {
      c.header("Vary", "Accept-Language, Cookie");
      return c.redirect(inLanguage, 302);
    }
    c.set("pageRoute", routeOfPage(c.req.path));
    return pageCache.serve(c, async () => {
      const actor = await runtime.resolveActor(c.req.raw.headers);
      // A signed-in user's stored language stands in for a missing `lang` cookie (and sets it again).
      const { request, restore } = await withStoredLanguage(c, actor, (userId) =>
        storedLanguageOf(runtime, userId),
      );
      const page = await handlePage(
        request,
        new RouterContextProvider(
          new Map([
            [
              pageContext,
              {
                runtime,
                actor,
                clientAddress: clientAddress(c),
                isLocalRequest: isLocal(c),
                nonce: c.get("secureHeadersNonce"),
              },
            ],
          ]),
        ),
      );
      return restore(page);
    });
  });
  return { app, runtime };
}

/** Ends the open event streams, so that the server's connections can drain before it stops. */
export async function endStreams(): Promise<void> {
  const pending = globalThis.__ujamaaRuntime;
  if (pending) await (await pending).notificationBus.close();
}

export async function shutdown(): Promise<void> {
  const pending = globalThis.__ujamaaRuntime;
  globalThis.__ujamaaRuntime = undefined;
  if (!pending) return;
  const runtime = await pending;
  await runtime.notificationBus.close();
  // The views counted since the last write: a clean shutdown loses none.
  await runtime.profileViews.close();
  await runtime.jobs.stop();
  await runtime.database.close();
}
