import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "~/server/db/client";
import { createJobQueue } from "~/server/jobs/job-queue";
import { createLogger } from "~/server/logger";

export const DEAD_JOB_RECIPIENT = "unreachable@dead-job.test";
export const DEAD_JOB_ERROR = "connect ECONNREFUSED 127.0.0.1:2525";

/**
 * A fresh data folder whose embedded database (migrated, with the queue's tables) holds one dead
 * send-mail job: queued through the job queue, whose only attempt failed as a closed SMTP port
 * fails. A production server started on the folder shows it to admins, and delivers it to its
 * outbox when an admin retries it.
 */
export async function dataDirWithDeadJob(): Promise<{ dataDir: string; jobId: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-dead-job-"));
  const database = await openPglite(path.join(dataDir, "db"));
  const queue = createJobQueue(database, createLogger({ logLevel: "silent", logFormat: "json" }), {
    pollingIntervalSeconds: 0.5,
    retryLimit: 0,
  });
  try {
    await database.migrate();
    queue.handle("send-mail", async () => {
      throw new Error(DEAD_JOB_ERROR);
    });
    await queue.start();
    const jobId = await queue.enqueue(database.db, "send-mail", {
      to: DEAD_JOB_RECIPIENT,
      subject: "A message that could not be sent",
      text: "Hello from the job queue test.",
    });
    const deadline = Date.now() + 20_000;
    while ((await queue.counts()).dead < 1) {
      if (Date.now() > deadline) throw new Error("the job did not die within 20 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { dataDir, jobId };
  } finally {
    await queue.stop();
    await database.close();
  }
}
