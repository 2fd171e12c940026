// JavaScript a page loads before it is live, read from the production build (no server needed): the
// entry, the route modules matching the page and their static imports — the same files as the page's
// script and modulepreload links (tests/api/js-budget.test.ts compares them with a served page). The
// browser manifest's own file is read for the route table but not counted: with lazy route discovery
// the page carries its part of the manifest inline and never loads manifest-*.js. Sizes are gzip at level 9, as the
// precompressed .gz files the server sends.
// Usage: BUILD_DIR=build npx tsx bench/js-budget.ts [/ /businesses /directory /business/x …]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type BrowserManifest = {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export type PageScripts = {
  page: string;
  /** Route ids the page renders, outermost first. */
  routes: string[];
  files: { url: string; gzip: number }[];
  gzip: number;
};

export const BUDGET_PAGES = ["/", "/businesses", "/directory", "/business/any-id"];

export function readBrowserManifest(buildDir: string): BrowserManifest {
  const assets = path.join(buildDir, "client", "assets");
  if (!fs.existsSync(assets)) {
    throw new Error(
      `No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`,
    );
  }
  const names = fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (names.length !== 1) throw new Error(`expected one manifest-*.js in ${assets}, found ${names.length}`);
  const source = fs.readFileSync(path.join(assets, names[0]!), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

function routeTree(manifest: BrowserManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeTree(manifest, route.id) },
    );
}

export function measurePage(buildDir: string, page: string): PageScripts {
  const manifest = readBrowserManifest(buildDir);
  const matches = matchRoutes(routeTree(manifest), page) ?? [];
  const routes = matches.map((match) => manifest.routes[match.route.id!]!);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of routes) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  const files = [...urls].map((url) => {
    const body = fs.readFileSync(path.join(buildDir, "client", url));
    return { url, gzip: zlib.gzipSync(body, { level: 9 }).length };
  });
  return {
    page,
    routes: routes.map((route) => route.id),
    files,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const pages = process.argv.slice(2);
  for (const page of pages.length ? pages : BUDGET_PAGES) {
    const { gzip, files, routes } = measurePage(buildDir, page);
    console.log(
      `${page} (${routes.join(" > ")}): ${(gzip / 1024).toFixed(1)} kB gzipped JavaScript in ${files.length} files`,
    );
    for (const file of files.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
      console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} kB  ${file.url}`);
    }
  }
}
