import http from "node:http";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";
import { settleJobs, waitFor } from "../support/jobs";
import { useProductionServer } from "../support/production-server";
import { startServer } from "../support/spawn-server";
import { createPostgresTestDatabase, engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";

type Answer = { status: number; body: string };

/** A GET with exactly these headers (fetch may not set Host), over a fresh connection. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

const FORWARDED: Record<string, string>[] = [
  { "x-forwarded-for": "203.0.113.9" },
  { forwarded: "for=203.0.113.9;proto=https" },
  { "x-real-ip": "203.0.113.9" },
  { "x-forwarded-host": "ujamaa.example" },
];

/** The machine's first address that is not loopback, when it has one. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === "IPv4" && !a.internal)?.address;
}

describe.each(engines())("the mail outbox on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("answers a request from this machine", async () => {
    const res = await get(`${server.url}/api/dev/mail?to=nobody@example.com`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ items: [], total: 0, next: null });
  });

  it.each(FORWARDED)("answers the API's usual 404 to a request relayed by a proxy (%o)", async (headers) => {
    const res = await get(`${server.url}/api/dev/mail`, headers);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: "not_found", message: "No API route for GET /api/dev/mail" },
    });
  });

  it("answers 404 to a page that reached this machine under another host name (DNS rebinding)", async () => {
    const res = await get(`${server.url}/api/dev/mail`, { host: "evil.example" });
    expect(res.status).toBe(404);
  });

  // Found by npm run bench:crash: a send-mail job whose process is killed after the message went out,
  // before the job was marked done, runs again (at least once). Its second run is the same message.
  it("keeps one message for a send-mail job that runs again, as after a crash", async () => {
    const to = "twice@example.com";
    await server.runtime.jobs.enqueue(server.database.db, "send-mail", {
      to,
      subject: "Once",
      text: "Only once",
    });
    await settleJobs(server.database);
    const { rows } = await server.database.raw.query(
      `select id::text as id from ${JOB_SCHEMA}.job where name = 'send-mail' and data->>'to' = $1`,
      [to],
    );
    const jobId = String(rows[0]?.id);
    // The job back to waiting, as the queue's supervision leaves a job whose process died.
    await server.database.raw.query(
      `update ${JOB_SCHEMA}.job set state = 'created', completed_on = null, started_on = null where id = $1`,
      [jobId],
    );
    await waitFor(async () => {
      const { rows: done } = await server.database.raw.query(
        `select retry_count, state::text as state, completed_on from ${JOB_SCHEMA}.job where id = $1`,
        [jobId],
      );
      return done[0]?.state === "completed" && done[0]?.completed_on !== null;
    });
    const items = JSON.parse((await get(`${server.url}/api/dev/mail?to=${to}`)).body).items;
    expect(items.map((m: { id: string; subject: string }) => [m.id, m.subject])).toEqual([[jobId, "Once"]]);
  });
});

describe("the mail outbox with SMTP configured", () => {
  it("is not served at all once text messages have a provider too", async () => {
    const server = await startTestServer("pglite", {
      SMTP_URL: "smtp://127.0.0.1:2525",
      SMS_PROVIDER: "twilio",
      SMS_TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
      SMS_TWILIO_AUTH_TOKEN: "a-twilio-auth-token-for-tests",
      SMS_FROM: "+15005550006",
      SMS_TWILIO_BASE_URL: "http://127.0.0.1:9",
    });
    try {
      expect((await get(`${server.url}/api/dev/mail`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("still keeps text messages there (to this machine only) while SMS_PROVIDER is outbox", async () => {
    const server = await startTestServer("pglite", { SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      expect((await get(`${server.url}/api/dev/mail`)).status).toBe(200);
      expect((await get(`${server.url}/api/dev/mail`, { host: "evil.example" })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

// Real server processes on the production build, as `npm start` runs them: slow on a busy machine.
const SPAWNING = { timeout: 90_000 };

describe("the mail outbox under npm start (production build, no SMTP)", SPAWNING, () => {
  const server = useProductionServer({ LOG_LEVEL: "info" });

  it("names the outbox in the start-up log", () => {
    const port = new URL(server().url).port;
    expect(server().output()).toContain(
      `Mail is kept in the local outbox: http://localhost:${port}/dev/mail (only this machine can open it; set SMTP_URL to send real mail)`,
    );
    expect(server().output()).not.toContain("SMTP_URL is not:");
  });

  it("serves the outbox page and its JSON to this machine", async () => {
    expect((await get(`${server().url}/api/dev/mail`)).status).toBe(200);
    const page = await get(`${server().url}/dev/mail`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Mail outbox");
  });

  it("shows each e-mail's HTML part as sent, in the JSON and on the page, with the logo it links to", async () => {
    const to = "outbox-html@example.com";
    const signUp = await fetch(`${server().url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server().url },
      body: JSON.stringify({ email: to, password: "correct-horse-battery-42", name: "Html Person" }),
    });
    expect(signUp.status).toBe(200);
    type Item = { subject: string; text: string; html: string | null; links: string[] };
    let mail: Item | undefined;
    await waitFor(async () => {
      const answer = await get(`${server().url}/api/dev/mail?to=${encodeURIComponent(to)}`);
      mail = (JSON.parse(answer.body) as { items: Item[] }).items[0];
      return mail !== undefined;
    }, 20_000);
    expect(mail!.subject).toBe("Confirm your Ujamaa account");
    expect(mail!.html).toMatch(/^<!DOCTYPE html/i);
    expect(mail!.html).toContain(`href="${mail!.links[0]!.replaceAll("&", "&amp;")}"`);
    const logo = /<img[^>]*src="([^"]+)"/.exec(mail!.html!)?.[1];
    expect(logo).toBe(`${new URL(mail!.links[0]!).origin}/mail-logo.png`);
    const image = await fetch(logo!.replace(new URL(logo!).origin, server().url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const page = await get(`${server().url}/dev/mail?to=${encodeURIComponent(to)}`);
    expect(page.body).toMatch(
      /<iframe[^>]*title="HTML part of “Confirm your Ujamaa account”"[^>]*srcDoc="&lt;!DOCTYPE html/i,
    );
    expect(page.body).toMatch(/<iframe[^>]*sandbox="allow-popups allow-popups-to-escape-sandbox"/);
  });

  it.each(FORWARDED)("answers the site's 404 page to a relayed request (%o)", async (headers) => {
    expect((await get(`${server().url}/api/dev/mail`, headers)).status).toBe(404);
    const page = await get(`${server().url}/dev/mail`, headers);
    expect(page.status).toBe(404);
    expect(page.body).toContain("Oops! Page not found");
    expect(page.body).not.toContain("Mail outbox");
  });

  it("tells the sign-up page where mail goes only when the visitor is on this machine", async () => {
    expect((await get(`${server().url}/auth`)).body).toContain("/dev/mail");
    const relayed = await get(`${server().url}/auth`, { "x-forwarded-for": "203.0.113.9" });
    expect(relayed.status).toBe(200);
    expect(relayed.body).not.toContain("/dev/mail");
  });

  it.runIf(nonLoopbackAddress())("answers 404 to a peer on another address", async () => {
    const remote = `http://${nonLoopbackAddress()}:${new URL(server().url).port}`;
    expect((await get(`${remote}/api/dev/mail`)).status).toBe(404);
    const page = await get(`${remote}/dev/mail`);
    expect(page.status).toBe(404);
    expect(page.body).toContain("Oops! Page not found");
    expect((await get(`${remote}/auth`)).body).not.toContain("/dev/mail");
  });
});

describe.runIf(engines().includes("postgres"))("start-up on PostgreSQL without SMTP", SPAWNING, () => {
  it("warns in one line that mail reaches nobody", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const server = await startServer({ DATABASE_URL: url, AUTH_SECRET: "x".repeat(40), LOG_LEVEL: "info" });
    try {
      const warnings = server
        .output()
        .split("\n")
        .filter((line) => line.includes("SMTP_URL is not"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(
        "DATABASE_URL is set but SMTP_URL is not: e-mails stay in the local outbox",
      );
    } finally {
      await server.stop();
      await drop();
    }
  });
});
