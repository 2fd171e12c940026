import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener, serve } from "@hono/node-server";
import type { Runtime } from "~/server/runtime";
import type { TestServer } from "./test-server";

const buildDir = process.env.BUILD_DIR ?? "build";

type ServerEntry = {
  createServerApp(options?: {
    staticDir?: string;
  }): Promise<{ app: { fetch: (request: Request) => Response | Promise<Response> } }>;
};

declare global {
  var __ujamaaRuntime: Promise<Runtime> | undefined;
}

export type PageServer = {
  /** Origin of the page server, e.g. http://127.0.0.1:41235 */
  url: string;
  close(): Promise<void>;
};

/**
 * The site's pages as the production build renders them (React Router, server side), over the test
 * server's runtime: its database, storage, sessions and settings. The build's server entry makes the
 * whole app (API and pages) around the runtime it finds on globalThis (src/server/entry.ts), so the
 * pages read exactly what the API tests wrote. Needs `npx react-router build` first (npm test does;
 * BUILD_DIR names another folder). One page server at a time per process.
 */
export async function startPageServer(server: TestServer): Promise<PageServer> {
  const entryFile = path.resolve(buildDir, "server", "index.js");
  if (!fs.existsSync(entryFile)) {
    throw new Error(
      `No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`,
    );
  }
  globalThis.__ujamaaRuntime = Promise.resolve(server.runtime);
  const entry = (await import(/* @vite-ignore */ pathToFileURL(entryFile).href)) as ServerEntry;
  const { app } = await entry.createServerApp();
  const http = serve({ fetch: () => new Response(null), port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise<void>((resolve) => http.once("listening", () => resolve()));
  http.removeAllListeners("request");
  http.on("request", getRequestListener(app.fetch));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      // The runtime is the test server's: it closes it, not the build's shutdown().
      globalThis.__ujamaaRuntime = undefined;
    },
  };
}
