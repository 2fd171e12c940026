import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client";
import { businesses, certificationEvents, notifications } from "~/server/db/schema";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";
import type { SpawnedServer } from "../support/spawn-server";
import { engines } from "../support/test-database";
import { startTwoInstances, type TwoInstances } from "../support/two-instances";
import { PASSWORD } from "./accounts-fixture";
import { userIdOf } from "./notifications-fixture";

// Two `node server.js` processes on one PostgreSQL database, both running the queue's scheduler (as every
// process does) with the certification lifecycle job due every minute: each occurrence adds one job, run once.

const OWNER = "lapsing@schedules.test";
const MINUTE = 60_000;

type Snapshot = {
  /** The database's current minute (UTC), as the scheduler names a slot: "2026-06-02 12:07:00". */
  minute: string;
  /** The occurrences the scheduler handed on, one row per forward (pg-boss's send-it queue). */
  forwards: { slot: string; state: string }[];
  /** The lifecycle jobs, oldest first. */
  runs: { state: string }[];
};

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(engines().includes("postgres"))(
  "two app instances (node server.js) on one PostgreSQL: scheduled jobs",
  () => {
    let pair: TwoInstances;
    let database: Database;
    let a: SpawnedServer;
    let b: SpawnedServer;

    beforeAll(async () => {
      pair = await startTwoInstances({
        AUTH_SECRET: "two-schedulers-".repeat(3),
        // Every minute (pg-boss adds at most one scheduled job a minute), looked for every second.
        CERTIFICATION_LIFECYCLE_CRON: "* * * * *",
        JOB_SCHEDULE_CHECK_SECONDS: "1",
      });
      ({ database, a, b } = pair);
    }, 120_000);
    afterAll(() => pair?.close());

    /** One statement, so the minute, the forwards and the runs are read in one snapshot. */
    async function snapshot(): Promise<Snapshot> {
      const { rows } = await database.raw.query(
        `select to_char(date_trunc('minute', now() at time zone 'UTC'), 'YYYY-MM-DD HH24:MI:SS') as minute,
           coalesce((select json_agg(json_build_object('slot', data->>'slot', 'state', state) order by data->>'slot')
                       from ${JOB_SCHEMA}.job
                      where name = '__pgboss__send-it' and data->>'name' = 'certification-lifecycle'), '[]') as forwards,
           coalesce((select json_agg(json_build_object('state', state) order by created_on)
                       from ${JOB_SCHEMA}.job where name = 'certification-lifecycle'), '[]') as runs`,
      );
      const row = rows[0]!;
      const parse = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
      return {
        minute: String(row.minute),
        forwards: parse(row.forwards),
        runs: parse(row.runs),
      };
    }

    const mailTo = async (email: string) =>
      (await (await fetch(`${a.url}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()).items as {
        subject: string;
      }[];

    it("adds one lifecycle job per occurrence over two occurrences and more, and records a lapse once", async () => {
      const schedules = await database.raw.query(
        `select cron, timezone from ${JOB_SCHEMA}.schedule where name = 'certification-lifecycle'`,
      );
      expect(schedules.rows).toEqual([{ cron: "* * * * *", timezone: "UTC" }]);

      // The first occurrence: the one of the minute the processes started in, due as they start.
      const first = await waitFor(snapshot, (s) => s.runs.some((r) => r.state === "completed"), 30_000);
      expect(first.runs.map((r) => r.state)).toContain("completed");

      // A certification that lapsed an hour ago, after the first run: a later occurrence records it.
      const signUp = await fetch(`${b.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: b.url, "content-type": "application/json" },
        body: JSON.stringify({ email: OWNER, password: PASSWORD, name: "Lapsing Owner" }),
      });
      expect(signUp.status).toBe(200);
      const ownerId = await userIdOf(database.db, OWNER);
      const [business] = await database.db
        .insert(businesses)
        .values({
          ownerId,
          name: "Lapsing Scheduled Bakery",
          category: "Food & Beverage",
          certificationTier: "Certified",
          certificationStatus: "approved",
          isVerified: true,
          certificationExpiresAt: new Date(Date.now() - 60 * MINUTE),
        })
        .returning({ id: businesses.id });
      const lapses = () =>
        database.db
          .select()
          .from(certificationEvents)
          .where(
            and(
              eq(certificationEvents.businessId, business!.id),
              eq(certificationEvents.toStatus, "expired"),
            ),
          );

      // Settled: two occurrences or more handed on, the lapse recorded, every forward and run finished,
      // and the occurrence of the current minute handed on (so none is still on its way).
      let last = first;
      const settled = await waitFor(
        async () => {
          last = await snapshot();
          return { snapshot: last, lapses: (await lapses()).length };
        },
        ({ snapshot: s, lapses: n }) =>
          n > 0 &&
          new Set(s.forwards.map((f) => f.slot)).size >= 2 &&
          s.runs.every((r) => r.state === "completed") &&
          s.forwards.every((f) => f.state === "completed") &&
          s.forwards.at(-1)?.slot === s.minute,
        100_000,
      );
      const { forwards, runs, minute } = settled.snapshot;
      expect(settled.lapses, JSON.stringify(last)).toBe(1);
      expect(forwards.at(-1)?.slot, JSON.stringify(last)).toBe(minute);

      // Each occurrence (a minute) was handed on once: no minute twice, none skipped up to now…
      const slots = forwards.map((f) => f.slot);
      expect(new Set(slots).size, JSON.stringify(slots)).toBe(slots.length);
      const times = slots.map((slot) => Date.parse(`${slot.replace(" ", "T")}Z`));
      expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual(Array(times.length - 1).fill(MINUTE));
      // …and became one lifecycle job, run once (had each process added it, there would be two a minute).
      expect(runs.length, JSON.stringify({ slots, runs })).toBe(slots.length);
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs.every((r) => r.state === "completed")).toBe(true);

      // The lapse's effect, once: one event, one in-app notice, one e-mail.
      const notices = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ownerId), eq(notifications.title, "Certification expired")));
      expect(notices).toHaveLength(1);
      const expiredMail = (m: { subject: string }) => m.subject.endsWith("certification expired");
      expect(
        (
          await waitFor(
            () => mailTo(OWNER),
            (items) => items.some(expiredMail),
            10_000,
          )
        ).filter(expiredMail),
      ).toHaveLength(1);
      // Later runs (one a minute) leave it recorded once.
      await new Promise((r) => setTimeout(r, 2000));
      expect(await lapses()).toHaveLength(1);
      expect((await mailTo(OWNER)).filter(expiredMail)).toHaveLength(1);
    }, 150_000);
  },
);
