import fs from "node:fs";
import path from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client";
import type { JobKind, JobKinds } from "~/server/jobs/job-kinds";
import { createJobQueue, JOB_SCHEMA, type JobDb, type JobQueue } from "~/server/jobs/job-queue";
import { createLogger } from "~/server/logger";
import { oneTimeCodeMail } from "~/server/mail/templates";
import { waitFor } from "../support/jobs";
import { createTestDatabase, engines } from "../support/test-database";

const logger = createLogger({ logLevel: "silent", logFormat: "json" });
const FIXTURE = fs.readFileSync(path.resolve("tests/fixtures/pgboss-v10.sql"), "utf8");

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database whose job queue pg-boss 10 made and left with work in it, as it was just before the upgrade. */
async function databaseLeftByPgBoss10(engine: "pglite" | "postgres"): Promise<Database> {
  const database = await createTestDatabase(engine);
  cleanups.push(() => database.close());
  await database.raw.query(`drop schema ${JOB_SCHEMA} cascade`);
  await database.raw.query(FIXTURE);
  // The fixture was made on another day: its jobs were queued "just now".
  await database.raw.query(
    `update ${JOB_SCHEMA}.job set created_on = now(), start_after = now(), keep_until = now() + interval '14 days'`,
  );
  return database;
}

type Ran = { kind: JobKind; to: string };

/** A queue whose handlers note what they ran (the mail and text kinds by recipient). */
function recordingQueue(database: Database, ran: Ran[]): JobQueue {
  const queue = createJobQueue(database, logger, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
  cleanups.push(() => queue.stop());
  const note =
    <K extends JobKind>(kind: K) =>
    async (payload: JobKinds[K]) => {
      const to = "to" in payload ? payload.to : "opportunityId" in payload ? payload.opportunityId : kind;
      ran.push({ kind, to });
    };
  queue.handle("send-mail", note("send-mail"));
  queue.handle("send-sms", note("send-sms"));
  queue.handle("opportunity-alerts", note("opportunity-alerts"));
  return queue;
}

describe.each(engines())("upgrading the job queue from pg-boss 10 on %s", (engine) => {
  it("runs the jobs queued before the upgrade once, keeps the dead one retryable, and leaves no old schema", async () => {
    const database = await databaseLeftByPgBoss10(engine);
    const ran: Ran[] = [];
    const queue = recordingQueue(database, ran);
    await queue.start();

    // Waiting, retrying, and running when the old process stopped: each runs.
    await waitFor(() => ran.length >= 4);
    expect(ran.map((r) => r.to).sort()).toEqual(
      [
        "+15551230000",
        "00000000-0000-4000-8000-000000000001",
        "queued@example.com",
        "running@example.com",
      ].sort(),
    );
    // The dead job is still dead, with its last error, and an admin's retry runs it.
    const dead = await queue.deadJobs(10);
    expect(dead).toEqual([expect.objectContaining({ kind: "send-mail", lastError: "mailbox unavailable" })]);
    expect(await queue.retry(dead[0]!.id)).toBe("retried");
    await waitFor(() => ran.some((r) => r.to === "dead@example.com"));
    // The finished one is history: not run again.
    expect(ran.filter((r) => r.to === "done@example.com")).toEqual([]);
    const legacy = await database.raw.query(`select to_regnamespace('${JOB_SCHEMA}_v10') is null as gone`);
    expect(legacy.rows[0]?.gone).toBe(true);

    // A later start finds nothing more to move, and nothing runs twice.
    await queue.stop();
    const again = recordingQueue(database, ran);
    await again.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).toHaveLength(5);
  });
});

describe.runIf(engines().includes("postgres"))("processes upgrading one PostgreSQL database together", () => {
  it("move the old jobs once: each runs once", async () => {
    const database = await databaseLeftByPgBoss10("postgres");
    const ran: Ran[] = [];
    const queues = [
      recordingQueue(database, ran),
      recordingQueue(database, ran),
      recordingQueue(database, ran),
    ];
    await Promise.all(queues.map((queue) => queue.start()));
    await waitFor(() => ran.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).toHaveLength(4);
    expect(new Set(ran.map((r) => r.to)).size).toBe(4);
  });
});

describe("the job queue's errors", () => {
  it("say why a job could not be queued without the payload's codes", async () => {
    const database = await createTestDatabase("pglite");
    cleanups.push(() => database.close());
    const queue = createJobQueue(database, logger);
    cleanups.push(() => queue.stop());
    await queue.start();
    const mail = await oneTimeCodeMail("ada@example.com", "424242", "sign-in", "http://localhost:3000");
    const failing = {
      execute: () => {
        throw new DrizzleQueryError("insert into pgboss.job …", [mail], new Error("Connection terminated"));
      },
    } as unknown as JobDb;

    const error = await queue.enqueue(failing, "send-mail", mail).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Could not queue a send-mail job: Connection terminated");
    expect(JSON.stringify(error)).not.toContain("424242");
    expect((error as Error).cause).toBeUndefined();
  });
});
