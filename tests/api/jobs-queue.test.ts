import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, openPglite, openPostgres } from "~/server/db/client";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "~/server/jobs/job-queue";
import { createLogger, type Logger } from "~/server/logger";
import type { MailMessage } from "~/server/mail/mailer";
import { oneTimeCodeMail } from "~/server/mail/templates";
import { settleJobs, waitFor } from "../support/jobs";
import {
  createPostgresTestDatabase,
  createTestDatabase,
  type Engine,
  engines,
} from "../support/test-database";

const logger = createLogger({ logLevel: "silent", logFormat: "json" });
const FAST: JobQueueOptions = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
const mail = (to: string): MailMessage => ({ to, subject: "Hello", text: "Hello there" });

// Queues and databases a test opened, stopped and closed after it whatever happened.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(engine: Engine): Promise<Database> {
  const database = await createTestDatabase(engine);
  cleanups.push(() => database.close());
  return database;
}

function queueOn(database: Database, options: JobQueueOptions = FAST): JobQueue {
  const queue = createJobQueue(database, logger, options);
  cleanups.push(() => queue.stop());
  return queue;
}

/** A database that can be closed and opened again, as a restarted process would: its opener and its removal. */
async function restartableDatabase(
  engine: Engine,
): Promise<{ open(): Promise<Database>; drop(): Promise<void> }> {
  if (engine === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-jobs-"));
    return {
      open: () => openPglite(path.join(dir, "db")),
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresTestDatabase();
  return { open: async () => openPostgres(url), drop };
}

describe.each(engines())("the job queue on %s", (engine) => {
  it("reaches the database through Database.raw: a failed BEGIN…COMMIT block is rolled back whole", async () => {
    const database = await freshDatabase(engine);
    await database.raw.query("create table raw_check (v int)");
    const ok = await database.raw.query(
      "BEGIN; insert into raw_check values (1); select v from raw_check; COMMIT;",
    );
    expect(ok.rows).toEqual([{ v: 1 }]);
    await expect(
      database.raw.query("BEGIN; insert into raw_check values (2); select 1/0; COMMIT;"),
    ).rejects.toThrow("division by zero");
    // The connection is usable at once, and the block left nothing behind.
    expect((await database.raw.query("select v from raw_check where v > $1", [0])).rows).toEqual([{ v: 1 }]);
  });

  it("never runs a job enqueued in a transaction that rolled back", async () => {
    const database = await freshDatabase(engine);
    const queue = queueOn(database);
    const ran: string[] = [];
    queue.handle("send-mail", async (message) => {
      ran.push(message.to);
    });
    await queue.start();

    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, "send-mail", mail("rolled-back@example.com"));
        throw new Error("the request failed after queueing");
      }),
    ).rejects.toThrow("the request failed after queueing");
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, "send-mail", mail("committed@example.com"));
    });

    await waitFor(() => ran.includes("committed@example.com"));
    await settleJobs(database);
    expect(ran).toEqual(["committed@example.com"]);
    expect(await queue.counts()).toEqual({
      queued: 0,
      active: 0,
      retrying: 0,
      dead: 0,
      done: 1,
      cancelled: 0,
    });
  });

  it("retries a failing job with growing delays, then keeps it dead with its last error; a retry runs it", async () => {
    const database = await freshDatabase(engine);
    const lines: string[] = [];
    const capturing = pino({ level: "info" }, { write: (line: string) => lines.push(line) }) as Logger;
    const queue = createJobQueue(database, capturing, { ...FAST, retryLimit: 2 });
    cleanups.push(() => queue.stop());
    const attempts: number[] = [];
    const numbered: number[] = [];
    let smtpUp = false;
    queue.handle("send-mail", async (_message, job) => {
      attempts.push(Date.now());
      numbered.push(job.attempt);
      if (!smtpUp) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
    });
    await queue.start();
    const id = await queue.enqueue(
      database.db,
      "send-mail",
      await oneTimeCodeMail("unlucky@example.com", "424242", "sign-in", "http://localhost:3000"),
    );

    await waitFor(async () => (await queue.counts()).dead === 1, 30_000);
    expect(numbered).toEqual([1, 2, 3]);
    const [first, second, third] = attempts as [number, number, number];
    // Exponential backoff with jitter: the first retry waits 1–2 s, the second 2–4 s.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(await queue.counts()).toMatchObject({ queued: 0, active: 0, retrying: 0, dead: 1, done: 0 });
    const [dead] = await queue.deadJobs(10);
    expect(dead).toMatchObject({
      id,
      kind: "send-mail",
      attempts: 3,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(dead!.diedAt).toBeInstanceOf(Date);
    // Each failure is logged with the job's id, never with what it carries.
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.jobId === id);
    expect(failures.map((entry) => entry.msg)).toEqual([
      "background job failed: it will be retried",
      "background job failed: it will be retried",
      "background job failed for the last time: it is dead until an admin retries it",
    ]);
    expect(lines.join("\n")).not.toContain("424242");

    // Still dead a while later: nothing retries it but a person.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toHaveLength(3);

    smtpUp = true;
    expect(await queue.retry(id)).toBe("retried");
    await waitFor(async () => (await queue.counts()).done === 1);
    expect(attempts).toHaveLength(4);
    expect(await queue.deadJobs(10)).toEqual([]);
    expect(await queue.retry(id)).toBe("not_dead");
    expect(await queue.retry(randomUUID())).toBe("not_found");
  });

  it("runs a job again when its run outlives its expiry (its process died), within expiry + maintenance + retry delay", async () => {
    const database = await freshDatabase(engine);
    const queue = queueOn(database, {
      ...FAST,
      expireInSeconds: 1,
      maintenanceIntervalSeconds: 1,
    });
    const starts: number[] = [];
    let release = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    cleanups.push(async () => release());
    queue.handle("send-mail", async (_message, job) => {
      starts.push(Date.now());
      // The first run never ends, as if its process had been killed mid-run.
      if (job.attempt === 1) await stuck;
    });
    await queue.start();
    await queue.enqueue(database.db, "send-mail", mail("stuck@example.com"));

    await waitFor(() => starts.length === 2, 15_000);
    // Expiry 1 s, found by maintenance within 1 s, retried after 1–2 s, taken within a poll (0.5 s).
    expect(starts[1]! - starts[0]!).toBeLessThan(1000 + 1000 + 2000 + 500 + 1500);
    await waitFor(async () => (await queue.counts()).done === 1);
    release();
  });

  it("keeps a queued job when the process stops: the next process on the same database runs it", async () => {
    const { open, drop } = await restartableDatabase(engine);
    cleanups.push(drop);

    // The first process only queues (it has no worker for mail), then stops and closes the database.
    const first = await open();
    const before = createJobQueue(first, logger, FAST);
    await before.start();
    await before.enqueue(first.db, "send-mail", mail("after-restart@example.com"));
    expect((await before.counts()).queued).toBe(1);
    await before.stop();
    await first.close();

    const second = await open();
    cleanups.push(() => second.close());
    const after = queueOn(second);
    const ran: string[] = [];
    after.handle("send-mail", async (message) => {
      ran.push(message.to);
    });
    await after.start();
    await waitFor(() => ran.length > 0);
    await settleJobs(second);
    expect(ran).toEqual(["after-restart@example.com"]);
  });

  it("keeps the timetable it is given instead of the default, and refuses one for a kind that is not scheduled", async () => {
    const database = await freshDatabase(engine);
    const queue = queueOn(database, {
      ...FAST,
      schedules: false,
      timetable: { "certification-lifecycle": "*/10 * * * *" },
    });
    await queue.start();
    const schedules = await queue.schedules();
    expect(schedules).toContainEqual({
      kind: "certification-lifecycle",
      cron: "*/10 * * * *",
      timezone: "UTC",
    });
    // The other scheduled kinds keep their default timetables.
    expect(schedules).toContainEqual({
      kind: "watch-certification-changes",
      cron: "* * * * *",
      timezone: "UTC",
    });
    expect(schedules).toContainEqual({ kind: "vendor-list-digest", cron: "0 8 * * 1", timezone: "UTC" });
    expect(schedules).toHaveLength(3);
    expect(() => createJobQueue(database, logger, { timetable: { "send-mail": "* * * * *" } })).toThrow(
      "send-mail jobs are not scheduled: no timetable to replace",
    );
  });
});

describe.runIf(engines().includes("postgres"))("app processes on one PostgreSQL database", () => {
  it("all start when they start together on a fresh database", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const queues = Array.from({ length: 4 }, () => {
      const database = openPostgres(url);
      cleanups.push(() => database.close());
      const queue = queueOn(database);
      queue.handle("send-mail", async () => {});
      return queue;
    });
    const started = await Promise.allSettled(queues.map((queue) => queue.start()));
    expect(started.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
  });

  it("two of them run each job once, and both take part", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const processes = ["a", "b"].map((name) => {
      const database = openPostgres(url);
      cleanups.push(() => database.close());
      return { name, database, queue: queueOn(database) };
    });
    const runs: { to: string; by: string }[] = [];
    for (const { name, queue } of processes) {
      queue.handle("send-mail", async (message) => {
        runs.push({ to: message.to, by: name });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    await Promise.all(processes.map((p) => p.queue.start()));

    const recipients = Array.from({ length: 30 }, (_, i) => `person-${i}@example.com`);
    for (const [i, to] of recipients.entries()) {
      const { database, queue } = processes[i % 2]!;
      await database.db.transaction(async (tx) => {
        await queue.enqueue(tx, "send-mail", mail(to));
      });
    }

    await waitFor(() => runs.length >= recipients.length, 30_000);
    await settleJobs(processes[0]!.database);
    // A second run of any job would show up within a poll or two.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.map((r) => r.to).sort()).toEqual([...recipients].sort());
    expect(new Set(runs.map((r) => r.by))).toEqual(new Set(["a", "b"]));
  });
});
