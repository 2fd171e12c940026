import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { businesses, contractOpportunities, notifications, opportunityAlerts } from "~/server/db/schema";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";
import { createOpportunity } from "~/server/services/opportunities/create-opportunity";
import { sendOpportunityAlerts } from "~/server/services/opportunities/send-opportunity-alerts";
import { settleJobs, waitFor } from "../support/jobs";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { newUser, outbox } from "./accounts-fixture";
import {
  type AlertCase,
  addBusinesses,
  insertOpportunity,
  type SeededBusiness,
  seedAlertCases,
  seedManyEligible,
} from "./opportunity-alerts-fixture";

const DAY = 86_400_000;
const FORM = {
  title: "Office fit-out",
  company_name: "Acme Corp",
  description: "Desks and lighting for two floors.",
  budget_min: 5000,
  budget_max: 12000,
  deadline: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
  location: "Atlanta, GA",
  category: "construction",
  requirements: ["Insured"],
};

/**
 * One case per rule: the first two are told by e-mail and in the bell; the "bell-only" ones, who have
 * no e-mail or unsubscribed from it, in the bell alone; the others not at all.
 */
const CASES: AlertCase[] = [
  { label: "eligible" },
  { label: "eligible-opted-in", contractNotifications: true, expiresInDays: null },
  { label: "certified", tier: "Certified" },
  { label: "unverified", verified: false },
  { label: "expired", expiresInDays: -1 },
  { label: "inactive", active: false },
  { label: "bell-only-unsubscribed", contractNotifications: false },
  { label: "bell-only-no-email", email: "" },
  { label: "opted-out", contractNotifications: false, contractAlertsInApp: false },
  { label: "ownerless", owned: false },
];

type Opportunity = { id: string };

async function alertedBusinesses(server: TestServer, opportunityId: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ businessId: opportunityAlerts.businessId })
    .from(opportunityAlerts)
    .where(eq(opportunityAlerts.opportunityId, opportunityId));
  return rows.map((r) => r.businessId).sort();
}

async function notificationsOf(server: TestServer, userId: string, opportunityId: string) {
  return server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, `/opportunities/${opportunityId}`)));
}

async function jobsNamed(server: TestServer, name: string): Promise<number> {
  const { rows } = await server.database.raw.query(
    `select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1`,
    [name],
  );
  return Number(rows[0]?.n ?? 0);
}

/** How many notifications an opportunity's alerts made, after checking nobody got two. */
async function toldOnce(server: TestServer, opportunityId: string): Promise<number> {
  const [counted] = await server.database.db
    .select({ n: sql<number>`count(*)::int`, people: sql<number>`count(distinct user_id)::int` })
    .from(notifications)
    .where(eq(notifications.link, `/opportunities/${opportunityId}`));
  expect(Number(counted!.n)).toBe(Number(counted!.people));
  return Number(counted!.n);
}

const eligibleOf = (seeded: SeededBusiness[]) => seeded.filter((s) => s.label.startsWith("eligible"));
/** Everyone told, by e-mail or only in the bell. */
const toldOf = (seeded: SeededBusiness[]) =>
  seeded.filter((s) => s.label.startsWith("eligible") || s.label.startsWith("bell-only"));
/** The alert e-mails of an opportunity that one case received (none without an address). */
const alertMails = async (server: TestServer, s: SeededBusiness, opportunityId: string) =>
  s.email
    ? (await outbox(server, s.email)).filter((m) =>
        m.links.includes(`${server.url}/opportunities/${opportunityId}`),
      )
    : [];

describe.each(engines())("opportunity alerts on %s (dev outbox)", (engine) => {
  let server: TestServer;
  let poster: string;
  let posterId: string;
  let seeded: SeededBusiness[];

  beforeAll(async () => {
    server = await startTestServer(engine, { AUTH_RATE_LIMIT: "false" });
    poster = await newUser(server, "poster@alerts.test");
    const me = await server.api("/api/v1/me", { headers: { cookie: poster } });
    posterId = ((await me.json()) as { id: string }).id;
    seeded = await seedAlertCases(server.database.db, "outbox", CASES);
  });
  afterAll(() => server.close());

  const post = async () => {
    const res = await server.api("/api/v1/opportunities", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: poster },
      body: JSON.stringify(FORM),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Opportunity;
  };

  it("alerts only Preferred, verified, unexpired, active businesses, by e-mail and in the bell as their owner chose", async () => {
    const { id } = await post();
    await settleJobs(server.database);

    expect(await alertedBusinesses(server, id)).toEqual(
      toldOf(seeded)
        .map((s) => s.businessId)
        .sort(),
    );

    for (const s of seeded) {
      const mails = s.email
        ? (await outbox(server, s.email)).filter((m) => m.subject.includes(FORM.title))
        : [];
      const notes = s.userId ? await notificationsOf(server, s.userId, id) : [];
      if (s.label.startsWith("eligible")) {
        expect(mails, s.label).toHaveLength(1);
        const mail = mails[0]!;
        expect(mail.subject).toBe(`New contract opportunity: ${FORM.title}`);
        for (const part of [FORM.company_name, FORM.description, FORM.location, "$5,000 - $12,000"])
          expect(mail.text).toContain(part);
        expect(mail.text).toMatch(/Deadline: [A-Z][a-z]{2} \d{2}, \d{4}/);
        expect(mail.text).toContain(`Business ${s.label}`);
        expect(mail.links).toContain(`${server.url}/opportunities/${id}`);
        expect(notes, s.label).toHaveLength(1);
        expect(notes[0]).toMatchObject({ type: "contract_opportunity", isRead: false });
      } else if (s.label.startsWith("bell-only")) {
        // Unsubscribed from the e-mails (or no address): the bell still rings.
        expect(mails, s.label).toHaveLength(0);
        expect(notes, s.label).toHaveLength(1);
        expect(notes[0]).toMatchObject({ type: "contract_opportunity", isRead: false });
      } else {
        expect(mails, s.label).toHaveLength(0);
        expect(notes, s.label).toHaveLength(0);
      }
    }
    // The poster is told nothing about their own opportunity.
    expect(await notificationsOf(server, posterId, id)).toHaveLength(0);
  });

  it("never alerts the poster about their own opportunity, even as the owner of a Preferred business", async () => {
    const [shop] = await addBusinesses(server.database.db, posterId, ["Poster's Preferred Shop"]);
    const { id } = await post();
    await settleJobs(server.database);
    expect(await notificationsOf(server, posterId, id)).toHaveLength(0);
    const mails = (await outbox(server, "poster@alerts.test")).filter((m) => m.subject.includes(FORM.title));
    expect(mails).toHaveLength(0);
    // The others are still told.
    expect(await toldOnce(server, id)).toBe(toldOf(seeded).length);
    // Out of the way of the next cases, whose opportunities another user may post.
    await server.database.db.delete(businesses).where(eq(businesses.id, shop!));
  });

  it("announces each new notification live to its owner's open streams", async () => {
    const [eligible] = eligibleOf(seeded);
    const heard: string[] = [];
    const stop = await server.runtime.notificationBus.subscribe(eligible!.userId!, {
      onNotification: (id) => heard.push(id),
      onResync: () => {},
      onClose: () => {},
    });
    try {
      const id = await insertOpportunity(server.database.db, posterId);
      await sendOpportunityAlerts(server.runtime, { opportunityId: id });
      const [note] = await notificationsOf(server, eligible!.userId!, id);
      await waitFor(() => heard.includes(note!.id), 5000);
    } finally {
      stop();
    }
  });

  it("never alerts a business twice when the job runs again", async () => {
    const { id } = await post();
    await settleJobs(server.database);
    const before = await alertedBusinesses(server, id);

    // A retry (or a second process after a crash) runs the whole job again.
    expect(await sendOpportunityAlerts(server.runtime, { opportunityId: id })).toMatchObject({ alerted: 0 });
    await server.runtime.jobs.enqueue(server.database.db, "opportunity-alerts", { opportunityId: id });
    await settleJobs(server.database);

    expect(await alertedBusinesses(server, id)).toEqual(before);
    for (const s of eligibleOf(seeded)) {
      const mails = (await outbox(server, s.email)).filter((m) =>
        m.links.includes(`${server.url}/opportunities/${id}`),
      );
      expect(mails, s.label).toHaveLength(1);
      expect(await notificationsOf(server, s.userId!, id), s.label).toHaveLength(1);
    }
  });

  it("after a crash mid fan-out, a rerun reaches whoever was missed and nobody twice", async () => {
    const crew = await seedAlertCases(
      server.database.db,
      "crash",
      Array.from({ length: 5 }, (_, i) => ({ label: `eligible-crash-${i}` })),
    );
    const id = await insertOpportunity(server.database.db, posterId);
    // The first run recorded the first two businesses (with their mail and notification) and died.
    const done = crew.slice(0, 2);
    await server.database.db
      .insert(opportunityAlerts)
      .values(done.map((s) => ({ opportunityId: id, businessId: s.businessId, sentAt: new Date() })));

    const run = await sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 2 });
    const everyone = [...toldOf(seeded), ...crew];
    expect(run.alerted).toBe(everyone.length - done.length);
    await settleJobs(server.database);
    expect(await alertedBusinesses(server, id)).toEqual(everyone.map((s) => s.businessId).sort());
    for (const s of everyone) {
      const expected = done.includes(s) ? 0 : 1;
      const mails = await alertMails(server, s, id);
      expect(mails, s.label).toHaveLength(s.label.startsWith("bell-only") ? 0 : expected);
      expect(await notificationsOf(server, s.userId!, id), s.label).toHaveLength(expected);
    }
  });

  it("tells an owner of several Preferred businesses once, naming them all, and not again for one added later", async () => {
    const [owner] = await seedAlertCases(server.database.db, "multi", [{ label: "eligible-multi" }]);
    const userId = owner!.userId!;
    const more = await addBusinesses(server.database.db, userId, ["Multi Two", "Multi Three"]);
    await addBusinesses(server.database.db, userId, ["Multi Free"], "Free");
    const id = await insertOpportunity(server.database.db, posterId);
    const mailsTo = async () =>
      (await outbox(server, owner!.email)).filter((m) =>
        m.links.includes(`${server.url}/opportunities/${id}`),
      );

    // One owner per batch: an owner's businesses are never split between batches.
    await sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 1 });
    await settleJobs(server.database);
    const recorded = await alertedBusinesses(server, id);
    for (const businessId of [owner!.businessId, ...more]) expect(recorded).toContain(businessId);

    const notes = await notificationsOf(server, userId, id);
    expect(notes).toHaveLength(1);
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    for (const name of ["Business eligible-multi", "Multi Two", "Multi Three"]) {
      expect(notes[0]!.message).toContain(name);
      expect(mails[0]!.text).toContain(name);
    }
    expect(mails[0]!.text).toContain("your businesses are Preferred");
    expect(mails[0]!.text).not.toContain("Multi Free");

    // A fourth business turns Preferred; the job runs again (a retry): it is recorded, nobody is told twice.
    const [fourth] = await addBusinesses(server.database.db, userId, ["Multi Four"]);
    expect(await sendOpportunityAlerts(server.runtime, { opportunityId: id })).toMatchObject({ alerted: 0 });
    await settleJobs(server.database);
    expect(await alertedBusinesses(server, id)).toContain(fourth);
    expect(await notificationsOf(server, userId, id)).toHaveLength(1);
    expect(await mailsTo()).toHaveLength(1);
  });

  it("tells each owner once when two runs overlap (a job that expired mid-run and its retry)", async () => {
    const id = await insertOpportunity(server.database.db, posterId);
    const runs = await Promise.all([
      sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 1 }),
      sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 1 }),
    ]);
    await settleJobs(server.database);
    const counted = await toldOnce(server, id);
    expect(runs[0]!.alerted + runs[1]!.alerted).toBe(counted);
    expect(counted).toBeGreaterThanOrEqual(toldOf(seeded).length);
  });

  it("hands the rest to a new job after its batch budget; the chain reaches everyone once", async () => {
    const id = await insertOpportunity(server.database.db, posterId);
    const jobsBefore = await jobsNamed(server, "opportunity-alerts");
    const run = await sendOpportunityAlerts(
      server.runtime,
      { opportunityId: id },
      { batchSize: 2, batchesPerJob: 1 },
    );
    expect(run.batches).toBe(1);
    expect(run.continueAt).toEqual({ pass: "preferred", after: expect.any(String) });
    expect(await jobsNamed(server, "opportunity-alerts")).toBe(jobsBefore + 1);

    // The queued job (the runtime's handler, the production batch size) goes on from there.
    await settleJobs(server.database);
    const counted = await toldOnce(server, id);
    const owners = await server.database.db.execute(
      sql`select count(distinct b.owner_id)::int as n from opportunity_alerts a join businesses b on b.id = a.business_id
           where a.opportunity_id = ${id}::uuid`,
    );
    expect(counted).toBe(Number((owners as unknown as { rows: { n: number }[] }).rows[0]!.n));
    expect(counted).toBeGreaterThan(2);
  });

  it("queues nothing when the opportunity's transaction rolls back", async () => {
    const jobsBefore = await jobsNamed(server, "opportunity-alerts");
    const failing = {
      db: server.runtime.db,
      jobs: {
        ...server.runtime.jobs,
        async enqueue(...args: Parameters<typeof server.runtime.jobs.enqueue>) {
          await server.runtime.jobs.enqueue(...args);
          throw new Error("the database went away");
        },
      },
    };
    const actor = { kind: "user", userId: posterId, role: "user" } as Parameters<typeof createOpportunity>[1];
    await expect(
      createOpportunity(failing, actor, {
        ...FORM,
        title: "Rolled back",
        category: "construction",
        naics_codes: [],
      } as never),
    ).rejects.toThrow("the database went away");
    const stored = await server.database.db
      .select()
      .from(contractOpportunities)
      .where(eq(contractOpportunities.title, "Rolled back"));
    expect(stored).toHaveLength(0);
    expect(await jobsNamed(server, "opportunity-alerts")).toBe(jobsBefore);
  });

  it("fans out to 1,200 businesses in three batches, not one query each", async () => {
    await seedManyEligible(server.database.db, "bulk", 1200);
    const id = await insertOpportunity(server.database.db, posterId);
    const mailsBefore = await jobsNamed(server, "send-mail");

    const run = await sendOpportunityAlerts(server.runtime, { opportunityId: id });
    // One alert per owner: 1,200 new + the earlier owners told (4 + 5 + 1) = 1,210: 500 + 500 + 210.
    const total = 1200 + toldOf(seeded).length + 5 + 1;
    expect(run).toEqual({ batches: Math.ceil(total / 500), alerted: total });
    const bellOnly = toldOf(seeded).length - eligibleOf(seeded).length;
    expect(await jobsNamed(server, "send-mail")).toBeGreaterThanOrEqual(mailsBefore + total - bellOnly);
    const [counted] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.link, `/opportunities/${id}`));
    expect(Number(counted!.n)).toBe(total);

    // A rerun reads the same batches and alerts nobody.
    expect(await sendOpportunityAlerts(server.runtime, { opportunityId: id })).toEqual({
      batches: Math.ceil(total / 500),
      alerted: 0,
    });
    // The 1,200 mails are not this test's concern: drop those not yet sent.
    await server.database.raw.query(
      `delete from ${JOB_SCHEMA}.job where name = 'send-mail' and state = 'created'`,
    );
  }, 60_000);
});

const smtpServers: TestSmtpServer[] = [];
afterEach(async () => {
  for (const smtp of smtpServers.splice(0)) await smtp.close();
});

describe.each(engines())("opportunity alerts over SMTP on %s", (engine) => {
  it("delivers to the others while one address fails, then retries that one alone", async () => {
    const refuse = new Set<string>();
    const smtp = await startSmtpServer(0, { refuse });
    smtpServers.push(smtp);
    const server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      const poster = await newUser(server, "poster@smtp-alerts.test");
      const seeded = await seedAlertCases(
        server.database.db,
        "smtp",
        ["a", "b", "c"].map((x) => ({ label: `eligible-${x}` })),
      );
      const [down, ...up] = seeded;
      refuse.add(down!.email);
      const alertsTo = (email: string) =>
        smtp.received.filter((m) => m.to.includes(email) && m.data.includes("New contract opportunity"));

      const res = await server.api("/api/v1/opportunities", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: poster },
        body: JSON.stringify(FORM),
      });
      expect(res.status).toBe(201);

      await waitFor(() => up.every((s) => alertsTo(s.email).length === 1));
      await waitFor(async () => (await server.runtime.jobs.counts()).retrying >= 1);
      expect(alertsTo(down!.email)).toHaveLength(0);

      // The mailbox is back: its own job's next attempt delivers it.
      refuse.clear();
      await waitFor(() => alertsTo(down!.email).length === 1, 30_000);
      await settleJobs(server.database);
      for (const s of seeded) expect(alertsTo(s.email), s.label).toHaveLength(1);
      expect((await server.runtime.jobs.counts()).dead).toBe(0);
    } finally {
      await server.close();
    }
  }, 60_000);
});
