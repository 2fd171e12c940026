import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleJobs } from "../support/jobs";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, newUser, PASSWORD } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";

const OWNER = "owner@origin.test";
const DAY = 86_400_000;

type Mail = { subject: string; text: string; html: string | null; links: string[] };

/** A password sign-in sent to the server with the Host header a browser on `host` sends. */
function signInOn(server: TestServer, host: string, email: string): Promise<number> {
  const url = new URL("/api/auth/sign-in/email", server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { host, "content-type": "application/json", origin: server.url },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ email, password: PASSWORD }));
  });
}

/**
 * Mail caused by someone else (an admin's decision, another user's opportunity) links where its
 * recipient last signed in when BASE_URL is unset. The test server's default origin is
 * http://127.0.0.1:PORT, so a link on localhost:PORT can only come from the owner's sign-in.
 */
describe.each(engines())("links in mail others cause, without BASE_URL, on %s", (engine) => {
  let server: TestServer;
  let admin: string;
  let poster: string;
  let owner: string;
  let localhost: string;
  let loopback: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@origin.test", AUTH_RATE_LIMIT: "false" });
    owner = await newUser(server, OWNER);
    admin = await newUser(server, "admin@origin.test");
    poster = await newUser(server, "poster@origin.test");
    const port = new URL(server.url).port;
    localhost = `http://localhost:${port}`;
    loopback = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server?.close());

  const mailsTo = async (to: string): Promise<Mail[]> => {
    await settleJobs(server.database);
    const res = await server.api(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as { items: Mail[] }).items;
  };
  /** The admin approves a new pending application of the owner's; the owner's mail about it. */
  const approvalMail = async (name: string) => {
    const { businessId } = await seedPendingApplication(server, OWNER, { name });
    const res = await jsonCall(server, "POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    const mail = (await mailsTo(OWNER)).find((m) => m.subject === `${name} is now Certified`);
    expect(mail, name).toBeDefined();
    return { mail: mail!, businessId };
  };
  /** Every link a message carries, in its text and in its HTML part. */
  const linksOf = (mail: Mail) => [
    ...mail.links,
    ...[...(mail.html ?? "").matchAll(/(?:href|src)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!),
  ];

  it("opens on the loopback name the owner signed in on: localhost, then 127.0.0.1", async () => {
    expect(await signInOn(server, `localhost:${new URL(server.url).port}`, OWNER)).toBe(200);
    const first = await approvalMail("Origin Bakery");
    expect(first.mail.links).toContain(`${localhost}/certification/${first.businessId}`);
    expect(first.mail.html).toContain(`href="${localhost}/certification/${first.businessId}"`);
    expect(first.mail.html).toContain(`src="${localhost}/mail-logo.png"`);
    for (const link of linksOf(first.mail))
      expect(link.startsWith(`${localhost}/`) || link === localhost).toBe(true);

    expect(await signInOn(server, `127.0.0.1:${new URL(server.url).port}`, OWNER)).toBe(200);
    const second = await approvalMail("Origin Tailor");
    expect(second.mail.links).toContain(`${loopback}/certification/${second.businessId}`);
    for (const link of linksOf(second.mail)) expect(link.startsWith(loopback)).toBe(true);
  });

  it("never takes a host name a sign-in request claims: the last loopback origin stays", async () => {
    expect(await signInOn(server, `localhost:${new URL(server.url).port}`, OWNER)).toBe(200);
    for (const forged of ["evil.example", `evil.example:${new URL(server.url).port}`, "localhost:1"]) {
      await signInOn(server, forged, OWNER);
    }
    const { mail, businessId } = await approvalMail("Origin Grocer");
    expect(mail.links).toContain(`${localhost}/certification/${businessId}`);
    for (const link of linksOf(mail)) {
      expect(link).not.toContain("evil.example");
      expect(link.startsWith(localhost)).toBe(true);
    }
  });

  it("sends an opportunity alert and its unsubscribe link to where its recipient signed in", async () => {
    const interests = await jsonCall(server, "PUT", "/api/v1/me/opportunity-interests", owner, {
      categories: ["construction"],
      locations: [],
    });
    expect(interests.status).toBe(200);
    expect(await signInOn(server, `localhost:${new URL(server.url).port}`, OWNER)).toBe(200);
    const posted = await jsonCall(server, "POST", "/api/v1/opportunities", poster, {
      title: "Origin roof repair",
      company_name: "Acme Corp",
      location: "Atlanta, GA",
      category: "construction",
      deadline: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const alert = (await mailsTo(OWNER)).find(
      (m) => m.subject === "New contract opportunity: Origin roof repair",
    );
    expect(alert).toBeDefined();
    expect(alert!.links).toContain(`${localhost}/opportunities/${id}`);
    expect(alert!.links.some((l) => l.startsWith(`${localhost}/api/v1/unsubscribe?token=`))).toBe(true);
    for (const link of linksOf(alert!)) expect(link.startsWith(localhost)).toBe(true);
    // The poster is told nothing about their own opportunity; the admin signed in on 127.0.0.1 by default.
    expect((await mailsTo("poster@origin.test")).some((m) => m.subject.includes("Origin roof repair"))).toBe(
      false,
    );
  });
});

describe("links in mail others cause, with BASE_URL", () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer("pglite", {
      ADMIN_EMAILS: "admin@fixed.test",
      AUTH_RATE_LIMIT: "false",
      // The test server puts its own address in place of BASE_URL's, and keeps it fixed.
      BASE_URL: "http://127.0.0.1:1",
    });
    await newUser(server, "owner@fixed.test");
    admin = await newUser(server, "admin@fixed.test");
  });
  afterAll(() => server?.close());

  it("use BASE_URL whatever loopback name the recipient signed in on", async () => {
    expect(await signInOn(server, `localhost:${new URL(server.url).port}`, "owner@fixed.test")).toBe(200);
    const { businessId } = await seedPendingApplication(server, "owner@fixed.test", { name: "Fixed Bakery" });
    const res = await jsonCall(server, "POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    await settleJobs(server.database);
    const list = await server.api("/api/dev/mail?to=owner%40fixed.test");
    const mail = ((await list.json()) as { items: Mail[] }).items.find((m) =>
      m.subject.startsWith("Fixed Bakery"),
    );
    expect(mail?.links).toContain(`${server.url}/certification/${businessId}`);
    expect(mail?.html).toContain(`src="${server.url}/mail-logo.png"`);
    expect(mail?.html).not.toContain("localhost");
  });
});
