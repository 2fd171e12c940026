// Server-rendered pages under crawler load: `npm run bench -- --pages [--connections=150] [--duration=10]`.
// Runs the production build (`node server.js`, build first: npx react-router build) on the demo data and
// loads the /businesses search page for one repeated query, with the page cache on (as deployed) and off.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../tests/support/spawn-server";
import { load } from "./load";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"];
  }),
);
const connections = Number(args.connections ?? 150);
const duration = Number(args.duration ?? 10);
const port = Number(args.port ?? 3333);
const PAGE = "/businesses?keyword=soul";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-bench-"));
const rows: string[] = [];
for (const [label, seconds] of [
  ["page cache on (PAGE_CACHE_SECONDS=10, as deployed)", "10"],
  ["page cache off (PAGE_CACHE_SECONDS=0)", "0"],
] as const) {
  const server = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PAGE_CACHE_SECONDS: seconds,
  });
  try {
    const url = `${server.url}${PAGE}`;
    // Without Accept-Encoding, then as browsers and crawlers ask (the answer gzipped).
    for (const [encoding, headers] of [
      ["identity", {}],
      ["gzip", { "accept-encoding": "gzip, deflate, br" }],
    ] as const) {
      await load(url, connections, 2, headers);
      const r = await load(url, connections, duration, headers);
      rows.push(
        `| ${label}, ${encoding} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.over1s} | ${r.errors} |`,
      );
      console.log(label, encoding, JSON.stringify(r));
    }
  } finally {
    await server.stop();
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`\n### ${PAGE}, ${connections} connections, ${duration} s (demo data)\n`);
console.log("| | pages/s | p50 ms | p95 ms | p99 ms | max ms | over 1 s | errors and timeouts |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
