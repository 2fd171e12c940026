import type { Database } from "~/server/db/client";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";

/**
 * Waits until no background job is waiting to run or running (jobs waiting out a retry delay
 * do not count): e-mails sent by a request are in the outbox after this.
 */
export async function settleJobs(database: Pick<Database, "raw">, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.raw.query(
      `select count(*)::int as n from ${JOB_SCHEMA}.job
        where state in ('created', 'active') or (state = 'retry' and start_after <= now())`,
    );
    if (Number(rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`background jobs still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `check` holds (polling), or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
