// Image work under a burst of uploads:
//   npm run bench -- --uploads [--owners=60] [--per-owner=2] [--concurrency=N] [--queue=N]
// Starts the API on a scratch PostgreSQL database, makes owners with a business each, sends every
// owner's banner uploads at once (PNGs just under the pixel cap), and meanwhile asks /api/health and
// a search every 50 ms: their latencies say whether image work starves the server.
import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";
import pg from "pg";
import sharp from "sharp";
import { openPostgres } from "~/server/db/client";
import { startApiServer } from "./api-server";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k!, v ?? "true"];
  }),
);
const owners = Number(args.owners ?? 60);
const perOwner = Number(args["per-owner"] ?? 2);
const port = Number(args.port ?? 3332);
const serverUrl = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const dbName = "ujamaa_bench_uploads";
const origin = `http://127.0.0.1:${port}`;
const log = (...m: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...m);

async function signUpOwner(n: number): Promise<string> {
  const email = `owner${n}@uploads.bench`;
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  await post("/sign-up/email", { email, password: "bench-password-42", name: `Owner ${n}` });
  const res = await post("/sign-in/email", { email, password: "bench-password-42" });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;
};

/**
 * Asks each of `paths` every 50 ms from a worker thread (so that the sender's own work on 120 request
 * bodies does not delay the probes) until `until` settles; the latencies in ms per path.
 */
async function probe(paths: string[], until: Promise<unknown>): Promise<number[][]> {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const times = workerData.paths.map(() => []);
     let done = false;
     parentPort.once("message", () => { done = true; });
     const ask = async (path, i) => {
       while (!done) {
         const t0 = performance.now();
         await (await fetch(workerData.origin + path)).arrayBuffer();
         times[i].push(performance.now() - t0);
         await new Promise((r) => setTimeout(r, 50));
       }
     };
     Promise.all(workerData.paths.map(ask)).then(() => parentPort.postMessage(times));`,
    { eval: true, workerData: { origin, paths } },
  );
  const result = new Promise<number[][]>((resolve) => worker.once("message", resolve));
  await until.catch(() => {});
  worker.postMessage("stop");
  const times = await result;
  await worker.terminate();
  return times;
}

async function main() {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = `${serverUrl}/${dbName}`;
  const database = openPostgres(url);
  await database.migrate();
  await database.close();

  const server = await startApiServer(port, {
    DATABASE_URL: url,
    AUTH_RATE_LIMIT: "false",
    DATA_DIR: `/tmp/uploads-bench-${randomBytes(4).toString("hex")}`,
    SEARCH_CACHE_SECONDS: "0",
    // --concurrency and --queue try other bounds (64 and 1000: next to unbounded, as before).
    ...(args.concurrency ? { IMAGE_WORK_CONCURRENCY: args.concurrency } : {}),
    ...(args.queue ? { IMAGE_WORK_QUEUE: args.queue } : {}),
  });
  try {
    const cookies = await Promise.all(Array.from({ length: owners }, (_, i) => signUpOwner(i)));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const ids: string[] = [];
    for (let n = 0; n < owners; n++) {
      const { rows } = await pool.query<{ id: string }>(
        `insert into businesses (name, category, owner_id)
         select 'Upload Bench ' || u.email, 'Retail', u.id from users u where u.email = $1 returning id`,
        [`owner${n}@uploads.bench`],
      );
      ids.push(rows[0]!.id);
    }
    await pool.end();
    const side = Math.floor(Math.sqrt(25_000_000));
    const png = await sharp({ create: { width: side, height: side, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    log(`${owners} owners × ${perOwner} banner uploads of ${side}×${side} PNGs (${png.byteLength} bytes)`);

    const started = performance.now();
    const uploads = Promise.all(
      cookies.flatMap((cookie, i) =>
        Array.from({ length: perOwner }, async () => {
          const form = new FormData();
          form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "banner.png");
          const res = await fetch(`${origin}/api/v1/businesses/${ids[i]}/banner`, {
            method: "PUT",
            body: form,
            headers: { cookie, origin },
          });
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    const [statuses, [health, search]] = await Promise.all([
      uploads,
      probe(["/api/health", "/api/v1/businesses?keyword=upload"], uploads),
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    console.log(`\n### ${statuses.length} concurrent banner uploads (${side}×${side} PNG), ${seconds} s\n`);
    console.log(`Upload answers: ${JSON.stringify(counts)}\n`);
    console.log("| during the uploads | requests | p50 ms | p95 ms | max ms |");
    console.log("|---|---:|---:|---:|---:|");
    for (const [name, times] of [
      ["/api/health", health!],
      ["search ?keyword=upload (uncached)", search!],
    ] as const) {
      console.log(
        `| ${name} | ${times.length} | ${percentile(times, 0.5)} | ${percentile(times, 0.95)} | ${percentile(times, 1)} |`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    const cleanup = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
  }
}

await main();
