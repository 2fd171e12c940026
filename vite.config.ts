import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import reactRouterConfig from "./react-router.config.ts";

/**
 * Writes `x.br` and `x.gz` beside each script and stylesheet of the browser build, compressed once at
 * the highest levels; the server sends them to clients that accept them (src/server/entry.ts). Runs
 * when the server build closes, the last step, since React Router writes the browser manifest then.
 */
function precompressAssets(assetsDir: string): Plugin {
  return {
    name: "ujamaa:precompress-assets",
    applyToEnvironment: (environment) => environment.name === "ssr",
    closeBundle() {
      for (const name of fs.readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assetsDir, name);
        const body = fs.readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Chunks of the browser build. The automatic split makes two dozen chunks of about a kilobyte of what
 * several routes share, each one more request before first paint on a slow connection. Instead:
 * - `framework` and `layout`: the libraries and our own code that the root route imports, directly or
 *   not, which every page loads anyway;
 * - `listing`: what the public directory pages (home, /businesses, /directory) import, which the
 *   business page mostly shares too.
 * Route modules and what only they import stay split per route.
 */
function chunkGroups(): NonNullable<NonNullable<UserConfig["build"]>["rolldownOptions"]> {
  const importedBy = (importer: RegExp) => {
    const memo = new Map<string, boolean>();
    const visit = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
      if (importer.test(id)) return true;
      const known = memo.get(id);
      if (known !== undefined) return known;
      if (seen.has(id)) return false;
      seen.add(id);
      const result = (ctx.getModuleInfo(id)?.importers ?? []).some((next) => visit(next, ctx, seen));
      memo.set(id, result);
      return result;
    };
    return (id: string, ctx: ChunkingContext) => visit(id, ctx, new Set());
  };
  const inLayout = importedBy(/[\\/]src[\\/]web[\\/]root\.tsx/);
  const inListing = importedBy(/[\\/]src[\\/]web[\\/]routes[\\/](home|businesses|directory)\.tsx/);
  const isRouteModule = /[\\/]src[\\/]web[\\/](routes[\\/]|root\.tsx)/;
  return {
    output: {
      codeSplitting: {
        groups: [
          {
            debugName: "framework, layout and listing",
            name(id, ctx) {
              if (isRouteModule.test(id)) return null;
              if (inLayout(id, ctx)) return /node_modules/.test(id) ? "framework" : "layout";
              return inListing(id, ctx) ? "listing" : null;
            },
          },
        ],
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    precompressAssets(path.join(reactRouterConfig.buildDirectory, "client", "assets")),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: chunkGroups() } },
    ssr: {
      build: { rollupOptions: { input: "./src/server/entry.ts" } },
      // Native and Node-only packages stay external in the server bundle.
      resolve: {
        external: ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-pretty", "nodemailer", "better-auth"],
      },
    },
  },
});
