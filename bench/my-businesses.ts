// The dashboard's business list at scale: GET /api/v1/me/businesses as an admin over every row.
// Usage (a database filled by `npm run seed:bulk`):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ujamaa_bench_1000000 npx tsx bench/my-businesses.ts [--runs=20]
import type { MyBusinessesQuery } from "~/domain/businesses/my-businesses-query";
import { openPostgres } from "~/server/db/client";
import type { Actor } from "~/server/policy";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";
import type { ServiceContext } from "~/server/services/service-context";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL to a database filled by npm run seed:bulk");
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 20);

const database = openPostgres(url);
const ctx = { db: database.db, now: () => new Date() } as unknown as ServiceContext;
const admin: Actor = {
  kind: "user",
  userId: "bench-admin",
  email: "admin@bench.test",
  name: "Bench Admin",
  role: "admin",
  emailVerified: true,
};

const CASES: { name: string; query: MyBusinessesQuery }[] = [
  { name: "admin, first page", query: {} },
  { name: "admin, page 500", query: { page: 500 } },
  { name: "admin, search 'soul'", query: { q: "soul" } },
  { name: "admin, search 'sundiata'", query: { q: "sundiata" } },
  { name: "admin, search 'atlanta' (city)", query: { q: "atlanta" } },
  { name: "admin, own only", query: { scope: "mine" } },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const { name, query } of CASES) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const page = await listMyBusinesses(ctx, admin, query);
    if (i >= 2) times.push(performance.now() - t0);
    total = page.total;
  }
  const p95 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
  console.log(
    `${name.padEnd(34)} median ${median(times).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  total ${total}`,
  );
}
await database.close();
