import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "~/server/logger";
import { oneTimeCodeMail } from "~/server/mail/templates";
import { createJobQueue, type JobDb } from "./job-queue";

describe("the job queue's errors", () => {
  it("say why a job could not be queued without the payload's codes", async () => {
    const logger = createLogger({ logLevel: "silent", logFormat: "json" });
    const queue = createJobQueue({ raw: { query: () => Promise.reject(new Error("unused")) } }, logger);
    const mail = oneTimeCodeMail("ada@example.com", "424242", "sign-in");
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
