// Server-rendered pages under crawler load:
//   npm run bench -- --pages [--engine=pglite|postgres] [--connections=150] [--duration=10]
// Runs the production build (`node server.js`, build first: npx react-router build) on the demo data and
// loads the /businesses search page for one repeated query and a demo business's page (/business/{id}, as a
// browser asks: each answer counts as a view), with the page cache on (as deployed) and off.
// PostgreSQL: a scratch database ujamaa_pages_bench on BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432),
// made and dropped; PGlite (default): a temporary data directory.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
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
const engine = (args.engine ?? "pglite") as "pglite" | "postgres";
const SEARCH_PAGE = "/businesses?keyword=soul";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const serverUrl = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const dbName = "ujamaa_pages_bench";

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pages-bench-"));
const databaseEnv: Record<string, string> = {};
if (engine === "postgres") {
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${dbName}`);
  databaseEnv.DATABASE_URL = `${serverUrl}/${dbName}`;
}
const authSecret = randomBytes(32).toString("hex");
const rows: string[] = [];
let businessPage = "";
let businessId = "";
/** Distinct visitors sent to the business page (the new-visitor loads reuse their first addresses) and views counted. */
let visitorsSent = 1;
let viewsCounted = 0;
const GZIP = { "accept-encoding": "gzip, deflate, br" };

async function measure(label: string, url: string, headers: Record<string, string>, newClients = false) {
  // Overloaded (the cache off), the server still works through what the last load queued: one
  // request waits for that, so that each measurement starts on an idle server.
  await (await fetch(url, { headers })).arrayBuffer();
  const warm = await load(url, connections, 2, headers, { newClients });
  const r = await load(url, connections, duration, headers, { newClients });
  if (newClients) visitorsSent = Math.max(visitorsSent, 1 + warm.requests, 1 + r.requests);
  rows.push(
    `| ${label} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.over1s} | ${r.errors} |`,
  );
  console.log(label, JSON.stringify(r));
}

/** The business's profile views today, as an admin sees them, once the server has written what it counted. */
async function profileViews(origin: string): Promise<number> {
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "admin@ujamaa.test", password: "ujamaa-demo-password" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const res = await fetch(`${origin}/api/v1/me/analytics?days=7&business_id=${businessId}`, {
    headers: { cookie },
  });
  return ((await res.json()) as { totals: { profile_views: number } }).totals.profile_views;
}

try {
  for (const [label, seconds] of [
    ["page cache on (PAGE_CACHE_SECONDS=10, as deployed)", "10"],
    ["page cache off (PAGE_CACHE_SECONDS=0)", "0"],
  ] as const) {
    const server = await startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      AUTH_SECRET: authSecret,
      PAGE_CACHE_SECONDS: seconds,
      // The new-visitor load names its client in X-Forwarded-For, as a load balancer would.
      TRUSTED_PROXY_HOPS: "1",
      VIEW_COUNT_FLUSH_SECONDS: "5",
      ...databaseEnv,
    });
    try {
      if (!businessPage) {
        const found = await fetch(`${server.url}/api/v1/businesses?keyword=soul`);
        const { items } = (await found.json()) as { items: { id: string }[] };
        if (!items[0]) throw new Error("bench: no demo business found for /business/{id}");
        businessId = items[0].id;
        businessPage = `/business/${businessId}`;
      }
      const search = `${server.url}${SEARCH_PAGE}`;
      const business = `${server.url}${businessPage}`;
      const browser = { "user-agent": BROWSER };
      // Without Accept-Encoding, then as browsers and crawlers ask (the answer gzipped).
      await measure(`search page, ${label}, identity`, search, {});
      await measure(`search page, ${label}, gzip`, search, GZIP);
      await measure(`business page, ${label}, identity`, business, browser);
      await measure(`business page, ${label}, gzip`, business, { ...browser, ...GZIP });
      // Every request another visitor: every one a view to count and write.
      await measure(
        `business page, ${label}, gzip, a new visitor each request`,
        business,
        { ...browser, ...GZIP },
        true,
      );
      await new Promise((r) => setTimeout(r, 6_000));
      viewsCounted = await profileViews(server.url);
    } finally {
      await server.stop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === "postgres") await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
console.log(
  `\n### ${engine}: ${SEARCH_PAGE} and ${businessPage} (a browser's user agent), ${connections} connections, ${duration} s (demo data)\n`,
);
console.log("| | pages/s | p50 ms | p95 ms | p99 ms | max ms | over 1 s | errors and timeouts |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
console.log(
  `\nViews of ${businessPage} counted today: ${viewsCounted.toLocaleString("en-US")}; distinct visitors sent: about ${visitorsSent.toLocaleString("en-US")} (requests wrk had not seen answered when it stopped may count too).`,
);
