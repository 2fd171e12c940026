import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { settleJobs, waitFor } from "../support/jobs";
import { closedPort, startSilentServer, startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { get, newUser, signUp } from "./accounts-fixture";

type Counts = Record<"queued" | "active" | "retrying" | "dead" | "done" | "cancelled", number>;
type Summary = {
  counts: Counts;
  queues: { kind: string; counts: Counts }[];
  dead: { id: string; kind: string; attempts: number; last_error: string | null; died_at: string | null }[];
};

/** How long a request took, and its response. */
async function timed(request: Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await request;
  return { res, ms: performance.now() - started };
}

const smtpServers: TestSmtpServer[] = [];
afterEach(async () => {
  for (const smtp of smtpServers.splice(0)) await smtp.close();
});

describe.each(engines())("e-mail in the background on %s", (engine) => {
  it("answers a sign-up at once while SMTP is unreachable, and sends the mail when the server comes up", async () => {
    const port = await closedPort();
    const server = await startTestServer(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const { res, ms } = await timed(signUp(server, "patient@example.com"));
      expect(res.status).toBe(200);
      expect(ms).toBeLessThan(5000);

      // The first attempt is refused; the job waits for its next one.
      await waitFor(async () => (await server.runtime.jobs.counts()).retrying === 1);
      const smtp = await startSmtpServer(port);
      smtpServers.push(smtp);
      await waitFor(() => smtp.received.length > 0, 20_000);
      await settleJobs(server.database);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(["patient@example.com"]);
      expect(smtp.received[0]!.data).toContain("Subject: Confirm your Ujamaa account");
      expect(await server.runtime.jobs.counts()).toMatchObject({ retrying: 0, dead: 0, done: 1 });
    } finally {
      await server.close();
    }
  });

  it("answers a sign-up at once while the mail server hangs", async () => {
    const silent = await startSilentServer();
    const server = await startTestServer(engine, { SMTP_URL: `smtp://127.0.0.1:${silent.port}` });
    try {
      const { res, ms } = await timed(signUp(server, "hurried@example.com"));
      expect(res.status).toBe(200);
      expect(ms).toBeLessThan(5000);
      await waitFor(async () => (await server.runtime.jobs.counts()).active === 1);
    } finally {
      // Dropping the hanging connections fails the send at once, so the queue stops promptly.
      await silent.close();
      await server.close();
    }
  });
});

describe.each(engines())("admin job endpoints on %s", (engine) => {
  let server: TestServer;
  let port: number;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    port = await closedPort();
    // No retries: a mail that fails once is dead, for an admin to retry.
    server = await startTestServer(
      engine,
      { ADMIN_EMAILS: "admin@jobs.test", AUTH_RATE_LIMIT: "false", SMTP_URL: `smtp://127.0.0.1:${port}` },
      { jobs: { retryLimit: 0 } },
    );
    [member, admin] = await Promise.all([
      newUser(server, "member@jobs.test"),
      newUser(server, "admin@jobs.test"),
    ]);
  });
  afterAll(() => server.close());

  const summary = async (): Promise<Summary> => {
    const res = await get(server, "/api/v1/admin/jobs", admin);
    expect(res.status).toBe(200);
    return (await res.json()) as Summary;
  };
  const retry = (id: string, cookie: string) =>
    server.api(`/api/v1/admin/jobs/${id}/retry`, { method: "POST", headers: cookie ? { cookie } : {} });

  it("shows counts by state to admins only", async () => {
    expect((await get(server, "/api/v1/admin/jobs")).status).toBe(401);
    expect((await get(server, "/api/v1/admin/jobs", member)).status).toBe(403);
    const body = await summary();
    expect(Object.keys(body.counts).sort()).toEqual([
      "active",
      "cancelled",
      "dead",
      "done",
      "queued",
      "retrying",
    ]);
    for (const n of Object.values(body.counts)) expect(n).toBeGreaterThanOrEqual(0);
    // Each queue (kind of job) is listed, and together they make the totals.
    expect(body.queues.map((q) => q.kind).sort()).toEqual([
      "certification-lifecycle",
      "deliver-webhook",
      "match-vendor-list",
      "opportunity-alerts",
      "place-businesses",
      "send-mail",
      "send-sms",
      "vendor-list-digest",
      "watch-certification-changes",
    ]);
    for (const state of Object.keys(body.counts) as (keyof Counts)[])
      expect(
        body.queues.reduce((sum, q) => sum + q.counts[state], 0),
        state,
      ).toBe(body.counts[state]);
  });

  it("lets only admins retry, and only a dead job", async () => {
    const id = randomUUID();
    expect((await retry(id, "")).status).toBe(401);
    expect((await retry(id, member)).status).toBe(403);
    const unknown = await retry(id, admin);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
    expect((await retry("not-a-job", admin)).status).toBe(400);
  });

  it("keeps a mail that failed its last attempt dead, with its error, until an admin retries it", async () => {
    await settleJobs(server.database);
    const earlier = new Set((await summary()).dead.map((job) => job.id));

    expect((await signUp(server, "newcomer@jobs.test")).status).toBe(200);
    let dead: Summary["dead"][number] | undefined;
    await waitFor(async () => {
      dead = (await summary()).dead.find((job) => !earlier.has(job.id));
      return dead !== undefined;
    });
    expect(dead).toMatchObject({ kind: "send-mail", attempts: 1 });
    expect(dead!.last_error).toContain("ECONNREFUSED");
    const mailQueue = (body: Summary) => body.queues.find((q) => q.kind === "send-mail")!.counts;
    const deadMail = mailQueue(await summary()).dead;
    expect(deadMail).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(await summary())).not.toContain("newcomer@jobs.test");

    const smtp = await startSmtpServer(port);
    smtpServers.push(smtp);
    const res = await retry(dead!.id, admin);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id: dead!.id, state: "retrying" });
    await waitFor(() => smtp.received.some((m) => m.to.includes("newcomer@jobs.test")));
    expect(smtp.received.find((m) => m.to.includes("newcomer@jobs.test"))!.data).toContain(
      "Subject: Confirm your Ujamaa account",
    );

    await settleJobs(server.database);
    const after = await summary();
    expect(after.dead.map((job) => job.id)).not.toContain(dead!.id);
    expect(after.counts.done).toBeGreaterThanOrEqual(1);
    expect(mailQueue(after).dead).toBe(deadMail - 1);
    const again = await retry(dead!.id, admin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("conflict");
  });

  it("documents both endpoints in the OpenAPI document", async () => {
    const doc = await (await server.api("/api/v1/openapi.json")).json();
    expect(doc.paths["/admin/jobs"].get.summary).toMatch(/by state/);
    expect(doc.paths["/admin/jobs/{id}/retry"].post.responses).toHaveProperty("202");
  });
});
