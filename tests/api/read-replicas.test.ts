import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/server/db/client";
import { businesses, users } from "~/server/db/schema";
import { Scrape } from "../support/prometheus";
import {
  hasPostgresBinaries,
  type ReplicatedPostgres,
  startReplicatedPostgres,
} from "../support/replicated-postgres";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { cookiesOf, jsonCall, newUser } from "./accounts-fixture";

// Long enough that a busy machine's pause between the edit and the visitor's read stays within it.
const MAX_LAG_SECONDS = 4;
const onPostgres = engines().includes("postgres");
if (onPostgres && !hasPostgresBinaries) {
  console.warn("read replicas: skipped, no PostgreSQL 15 server binaries under /usr/lib/postgresql/15/bin");
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > withinMs) return { value, ms: Date.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(onPostgres && hasPostgresBinaries)("read replicas (DATABASE_READ_URL) on PostgreSQL", () => {
  let cluster: ReplicatedPostgres;
  let server: TestServer;
  let owner: string;
  let businessId: string;

  beforeAll(async () => {
    cluster = await startReplicatedPostgres();
    const env = {
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_READ_URL: cluster.replicaUrl,
      REPLICA_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      AUTH_RATE_LIMIT: "false",
      SEARCH_CACHE_SECONDS: "30",
    };
    const database = openPostgres(cluster.primaryUrl, {
      urls: [cluster.replicaUrl],
      maxLagMs: MAX_LAG_SECONDS * 1000,
    });
    await database.migrate();
    server = await startTestServer("postgres", env, { shared: database });
    owner = await newUser(server, "replica-owner@example.com");
    const [me] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "replica-owner@example.com"));
    const [row] = await server.database.db
      .insert(businesses)
      .values({ name: "Replica Row Bakery", category: "Restaurant", ownerId: me!.id })
      .returning({ id: businesses.id });
    businessId = row!.id;
    await cluster.caughtUp();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await cluster?.stop();
  });

  const nameSeenBy = async (cookie: string) => {
    const res = await jsonCall(server, "GET", `/api/v1/businesses/${businessId}`, cookie);
    const body = await res.text();
    if (res.status !== 200) return `${res.status} ${body}`;
    return (JSON.parse(body) as { name: string }).name;
  };

  it("finds a business written on the primary within 2 s through the app", async () => {
    const [me] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "replica-owner@example.com"));
    await server.database.db
      .insert(businesses)
      .values({ name: "Freshly Written Cafe", category: "Restaurant", ownerId: me!.id });
    const { value, ms } = await eventually(
      async () => (await (await server.api("/api/v1/businesses?keyword=freshly")).json()).total as number,
      (total) => total === 1,
      2000,
    );
    expect(value).toBe(1);
    expect(ms).toBeLessThanOrEqual(2000);
  });

  it("shows the replica's connection pool in the metrics beside the primary's", async () => {
    const metrics = await Scrape.of(server.url);
    const max = "ujamaa_db_pool_max_connections";
    expect(metrics.samples(max).map((s) => [s.labels?.pool, s.value])).toEqual([
      ["primary", "10"],
      ["replica-1", "10"],
    ]);
    expect(metrics.total("ujamaa_db_pool_open_connections", { pool: "replica-1" })).toBeGreaterThanOrEqual(1);
  });

  it("reads public pages from the replica, the writer's own reads from the primary, and skips a replica lagging too far", async () => {
    await cluster.pauseReplay();
    try {
      const edit = await jsonCall(server, "PATCH", `/api/v1/businesses/${businessId}`, owner, {
        name: "Replica Row Bakery & Cafe",
      });
      expect(edit.status).toBe(200);
      const wrote = cookiesOf(edit);
      expect(wrote).toContain("ujamaa_wrote=1");
      const ownerNow = `${owner}; ${wrote}`;

      // The owner reads their edit at once; a visitor still gets the replica's copy, which has not replayed it.
      expect(await nameSeenBy(ownerNow)).toBe("Replica Row Bakery & Cafe");
      expect(await nameSeenBy("")).toBe("Replica Row Bakery");
      // Past the lag limit the replica is skipped: the visitor reads the primary.
      const { value } = await eventually(
        () => nameSeenBy(""),
        (name) => name.endsWith("& Cafe"),
        (MAX_LAG_SECONDS + 3) * 1000,
      );
      expect(value).toBe("Replica Row Bakery & Cafe");
    } finally {
      await cluster.resumeReplay();
    }
  });

  it("answers every read and write with the same codes when the replica stops", async () => {
    await cluster.caughtUp();
    const asks = async () => {
      const answers = await Promise.all([
        server.api("/api/v1/businesses?keyword=bakery"),
        server.api(`/api/v1/businesses/${businessId}`),
        server.api("/api/v1/categories"),
        server.api("/api/v1/certificates/UJ-0000-000000"),
        jsonCall(server, "PATCH", `/api/v1/businesses/${businessId}`, owner, {
          description: `Edited ${Date.now()}`,
        }),
      ]);
      return answers.map((res) => res.status);
    };
    const before = await asks();
    expect(before).toEqual([200, 200, 200, 404, 200]);
    await cluster.stopReplica();
    expect(await asks()).toEqual(before);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await asks()).toEqual(before);
  });
});
