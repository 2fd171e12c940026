import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { naicsPrefixes } from "~/domain/procurement/procurement-rules";
import {
  contractOpportunities,
  notifications,
  opportunityInterestAlerts,
  opportunityInterests,
  privacyPreferences,
  procurementProfiles,
} from "~/server/db/schema";
import { sendOpportunityAlerts } from "~/server/services/opportunities/send-opportunity-alerts";
import { settleJobs } from "../support/jobs";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { newUser } from "./accounts-fixture";
import { userIdOf } from "./notifications-fixture";
import {
  type AlertCase,
  addBusinesses,
  insertOpportunity,
  seedAlertCases,
} from "./opportunity-alerts-fixture";

const DAY = 86_400_000;
const FORM = {
  title: "Warehouse roof repair",
  company_name: "Acme Corp",
  location: "Atlanta, GA",
  category: "construction",
  deadline: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
};
const PATH = "/api/v1/me/opportunity-interests";

type Mail = { subject: string; text: string; links: string[]; headers: Record<string, string> };

describe.each(engines())("opportunity interests on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@interests.test",
      AUTH_RATE_LIMIT: "false",
    });
    [owner, other, admin] = await Promise.all([
      newUser(server, "owner@interests.test"),
      newUser(server, "other@interests.test"),
      newUser(server, "admin@interests.test"),
    ]);
  });
  afterAll(() => server.close());

  const call = (method: string, cookie: string, body?: unknown) =>
    server.api(PATH, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  const mailsTo = async (to: string): Promise<Mail[]> => {
    await settleJobs(server.database);
    const res = await server.api(`/api/dev/mail?to=${encodeURIComponent(to)}`);
    return ((await res.json()) as { items: Mail[] }).items;
  };

  const post = async (form: Record<string, unknown> = FORM) => {
    const res = await server.api("/api/v1/opportunities", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: other },
      body: JSON.stringify(form),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await settleJobs(server.database);
    return id;
  };

  describe("the API", () => {
    it("refuses a visitor", async () => {
      expect((await call("GET", "")).status).toBe(401);
      expect((await call("PUT", "", { categories: [], locations: [] })).status).toBe(401);
    });

    it("starts empty, saves the owner's interests cleaned, and shows each user only their own", async () => {
      expect(await (await call("GET", owner)).json()).toEqual({ categories: [], locations: [] });
      const saved = await call("PUT", owner, {
        categories: ["design", "construction", "design"],
        locations: ["  Atlanta ", "<b>Detroit</b>", "atlanta", ""],
      });
      expect(saved.status).toBe(200);
      const expected = { categories: ["design", "construction"], locations: ["Atlanta", "Detroit"] };
      expect(await saved.json()).toEqual(expected);
      expect(await (await call("GET", owner)).json()).toEqual(expected);

      // Another user and an admin read and write their own, never the owner's.
      for (const cookie of [other, admin])
        expect(await (await call("GET", cookie)).json()).toEqual({ categories: [], locations: [] });
      expect((await call("PUT", admin, { categories: ["other"], locations: [] })).status).toBe(200);
      expect(await (await call("GET", owner)).json()).toEqual(expected);

      // Saving empty lists clears them.
      expect(await (await call("PUT", owner, { categories: [], locations: [] })).json()).toEqual({
        categories: [],
        locations: [],
      });
    });

    it("refuses bad input with field errors and stores nothing", async () => {
      await call("PUT", other, { categories: ["marketing"], locations: ["Chicago"] });
      const bad = [
        { categories: ["plumbing"], locations: [] },
        { categories: [], locations: ["a", "b", "c", "d", "e", "f"] },
        { categories: [], locations: ["x".repeat(201)] },
        { categories: [], locations: [], extra: true },
        { categories: "design", locations: [] },
      ];
      for (const body of bad) {
        const res = await call("PUT", other, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation");
      }
      expect(await (await call("GET", other)).json()).toEqual({
        categories: ["marketing"],
        locations: ["Chicago"],
      });
      await call("PUT", other, { categories: [], locations: [] });
    });
  });

  describe("matching alerts and one-click unsubscribe", () => {
    const CASES: AlertCase[] = [
      { label: "free-category", tier: "Free", verified: false },
      { label: "free-location", tier: "Free", verified: false },
      { label: "free-nomatch", tier: "Free", verified: false },
      {
        label: "free-opted-out",
        tier: "Free",
        verified: false,
        contractNotifications: false,
        contractAlertsInApp: false,
      },
      { label: "free-mail-only", tier: "Free", verified: false, contractAlertsInApp: false },
      { label: "preferred-interested" },
    ];
    const INTERESTS: Record<string, { categories: ("construction" | "design")[]; locations: string[] }> = {
      "free-category": { categories: ["construction"], locations: [] },
      "free-location": { categories: ["design"], locations: ["ATLANTA"] },
      "free-nomatch": { categories: ["design"], locations: ["Boston", "Atlanta, TX"] },
      "free-opted-out": { categories: ["construction"], locations: ["Atlanta"] },
      "free-mail-only": { categories: ["construction"], locations: [] },
      "preferred-interested": { categories: ["construction"], locations: [] },
    };
    let seeded: Awaited<ReturnType<typeof seedAlertCases>>;
    const by = (label: string) => seeded.find((s) => s.label === label)!;
    const alertsFor = async (email: string, id: string) =>
      (await mailsTo(email)).filter((m) => m.links.includes(`${server.url}/opportunities/${id}`));
    const notesFor = (userId: string, id: string) =>
      server.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/opportunities/${id}`)));

    beforeAll(async () => {
      seeded = await seedAlertCases(server.database.db, "interests", CASES);
      await server.database.db
        .insert(opportunityInterests)
        .values(seeded.map((s) => ({ userId: s.userId!, ...INTERESTS[s.label]! })));
    });

    it("alerts a Free owner whose category or place matches, not one who does not, and nobody twice", async () => {
      const id = await post();
      const expected: Record<string, number> = {
        "free-category": 1,
        "free-location": 1,
        "free-nomatch": 0,
        "free-opted-out": 0,
        "free-mail-only": 1,
        "preferred-interested": 1,
      };
      // The bell is switched off apart from the e-mail.
      const inBell = (label: string) => (label === "free-mail-only" ? 0 : expected[label]!);
      for (const s of seeded) {
        expect(await alertsFor(s.email, id), s.label).toHaveLength(expected[s.label]!);
        expect(await notesFor(s.userId!, id), s.label).toHaveLength(inBell(s.label));
      }
      const [free] = await alertsFor(by("free-location").email, id);
      expect(free!.text).toContain("matches your saved interests");
      const [preferred] = await alertsFor(by("preferred-interested").email, id);
      expect(preferred!.text).toContain("Business preferred-interested");
      // The Preferred owner was alerted for their business, so not again for their interests.
      const interestRows = await server.database.db
        .select({ userId: opportunityInterestAlerts.userId })
        .from(opportunityInterestAlerts)
        .where(eq(opportunityInterestAlerts.opportunityId, id));
      expect(interestRows.map((r) => r.userId).sort()).toEqual(
        [by("free-category").userId, by("free-location").userId, by("free-mail-only").userId].sort(),
      );

      // A retry runs the whole job again: nobody hears twice.
      expect(
        await sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 1 }),
      ).toMatchObject({
        alerted: 0,
      });
      for (const s of seeded) {
        expect(await alertsFor(s.email, id), s.label).toHaveLength(expected[s.label]!);
        expect(await notesFor(s.userId!, id), s.label).toHaveLength(inBell(s.label));
      }
    });

    it("reaches every match across batches of one, after the Preferred pass", async () => {
      const posterId = await userIdOf(server.database.db, "other@interests.test");
      const id = await insertOpportunity(server.database.db, posterId, "Batched");
      await server.database.db
        .update(contractOpportunities)
        .set({ category: "design", location: "Greater Atlanta area" })
        .where(eq(contractOpportunities.id, id));
      const run = await sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 1 });
      // Design: free-location and free-nomatch; the Preferred owner in the first pass, whatever the match.
      const expected = ["free-location", "free-nomatch", "preferred-interested"];
      expect(run.alerted).toBe(expected.length);
      for (const s of seeded)
        expect(await alertsFor(s.email, id), s.label).toHaveLength(expected.includes(s.label) ? 1 : 0);
    });

    it("every alert e-mail carries RFC 8058 one-click unsubscribe headers and the link", async () => {
      const id = await post({ ...FORM, title: "Headers" });
      for (const label of ["free-category", "preferred-interested"]) {
        const [mail] = await alertsFor(by(label).email, id);
        const header = mail!.headers["List-Unsubscribe"];
        expect(header, label).toMatch(/^<http:\/\/[^>]+\/api\/v1\/unsubscribe\?token=[\w.-]+>$/);
        expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(mail!.links).toContain(header!.slice(1, -1));
      }
    });

    it("GET asks and changes nothing; an altered token changes nothing; a POST with no Origin or sign-in switches contract notification e-mails off and leaves the bell on", async () => {
      const target = by("free-category");
      const id = await post({ ...FORM, title: "Unsubscribe me" });
      const [mail] = await alertsFor(target.email, id);
      const link = mail!.headers["List-Unsubscribe"]!.slice(1, -1);
      const prefs = async () =>
        (
          await server.database.db
            .select()
            .from(privacyPreferences)
            .where(eq(privacyPreferences.userId, target.userId!))
        )[0];
      expect(await prefs()).toBeUndefined();

      // A mail scanner following the link is sent to the site's page, which only asks.
      const asked = await fetch(link, { redirect: "manual" });
      expect(asked.status).toBe(303);
      const token0 = new URL(link).searchParams.get("token")!;
      expect(asked.headers.get("location")).toBe(`/unsubscribe?token=${encodeURIComponent(token0)}`);
      expect(await prefs()).toBeUndefined();

      // An altered token: 400 on POST (the page says so on GET), and nothing changes.
      const token = new URL(link).searchParams.get("token")!;
      const last = token.at(-2) === "A" ? "B" : "A";
      const altered = `${server.url}/api/v1/unsubscribe?token=${token.slice(0, -2)}${last}${token.at(-1)}`;
      const forged = `${server.url}/api/v1/unsubscribe?token=${Buffer.from(by("free-location").userId!).toString("base64url")}.${token.split(".")[1]}`;
      for (const url of [altered, forged, `${server.url}/api/v1/unsubscribe?token=x`]) {
        expect((await fetch(url, { redirect: "manual" })).status).toBe(303);
        const refused = await fetch(url, { method: "POST" });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("validation");
      }
      expect(await prefs()).toBeUndefined();
      const otherPrefs = await server.database.db
        .select()
        .from(privacyPreferences)
        .where(eq(privacyPreferences.userId, by("free-location").userId!));
      expect(otherPrefs).toHaveLength(0);

      // One click from the mail client: form body, no Origin, no cookie.
      const clicked = await fetch(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(clicked.status).toBe(200);
      expect(await prefs()).toMatchObject({
        contractNotifications: false,
        contractAlertsInApp: true,
        promotionalEmails: true,
      });
      // Again: still fine, still off.
      expect((await fetch(link, { method: "POST" })).status).toBe(200);

      // No more alert e-mails for them, but the bell still tells them (the page promised only the
      // e-mails would stop); the others still get theirs.
      const next = await post({ ...FORM, title: "After unsubscribing" });
      expect(await alertsFor(target.email, next)).toHaveLength(0);
      expect(await notesFor(target.userId!, next)).toHaveLength(1);
      expect(await alertsFor(by("free-location").email, next)).toHaveLength(1);
    });
  });

  describe("alerts to owners whose businesses' NAICS codes match", () => {
    const CASES: AlertCase[] = [
      { label: "naics-only", tier: "Free", verified: false },
      { label: "naics-and-interests", tier: "Free", verified: false },
      { label: "naics-sibling", tier: "Free", verified: false },
      { label: "naics-inactive", tier: "Free", verified: false, active: false },
      { label: "naics-two", tier: "Free", verified: false },
      { label: "naics-preferred" },
      { label: "naics-bell-off", tier: "Free", verified: false, contractAlertsInApp: false },
    ];
    /** Each business's profile codes: the sibling shares the industry group 5415, not the code. */
    const CODES: Record<string, string[]> = {
      "naics-only": ["236220", "541511"],
      "naics-and-interests": ["541511"],
      "naics-sibling": ["541512"],
      "naics-inactive": ["541511"],
      "naics-two": ["811212"],
      "naics-preferred": ["541511"],
      "naics-bell-off": ["811212"],
    };
    const EXPECTED: Record<string, number> = {
      "naics-only": 1,
      "naics-and-interests": 1,
      "naics-sibling": 0,
      "naics-inactive": 0,
      "naics-two": 1,
      "naics-preferred": 1,
      "naics-bell-off": 1,
    };
    const NAICS_FORM = {
      title: "Booking app",
      company_name: "Acme Corp",
      category: "technology",
      naics_codes: ["541511", "811212"],
    };
    let seeded: Awaited<ReturnType<typeof seedAlertCases>>;
    const by = (label: string) => seeded.find((s) => s.label === label)!;
    const alertsFor = async (email: string, id: string) =>
      (await mailsTo(email)).filter((m) => m.links.includes(`${server.url}/opportunities/${id}`));
    const notesFor = (userId: string, id: string) =>
      server.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/opportunities/${id}`)));
    const profile = (businessId: string, codes: string[]) => ({
      businessId,
      naicsCodes: codes,
      naicsPrefixes: [...new Set(codes.flatMap(naicsPrefixes))],
    });

    beforeAll(async () => {
      const db = server.database.db;
      seeded = await seedAlertCases(db, "naics", CASES);
      await db.insert(procurementProfiles).values(seeded.map((s) => profile(s.businessId, CODES[s.label]!)));
      // A second matching business of one owner, and an inactive one's owner also owns an active business
      // without the code: still not alerted.
      const [second] = await addBusinesses(db, by("naics-two").userId!, ["Business naics-two B"], "Free");
      const [unmatched] = await addBusinesses(db, by("naics-inactive").userId!, ["Business plain"], "Free");
      await db
        .insert(procurementProfiles)
        .values([profile(second!, ["541511"]), profile(unmatched!, ["541519"])]);
      await db
        .insert(opportunityInterests)
        .values({ userId: by("naics-and-interests").userId!, categories: ["technology"], locations: [] });
    });

    it("alerts each matching owner once, naming the matching businesses, and nobody else", async () => {
      const id = await post(NAICS_FORM);
      for (const s of seeded) {
        expect(await alertsFor(s.email, id), s.label).toHaveLength(EXPECTED[s.label]!);
        const inBell = s.label === "naics-bell-off" ? 0 : EXPECTED[s.label]!;
        expect(await notesFor(s.userId!, id), s.label).toHaveLength(inBell);
      }
      const [only] = await alertsFor(by("naics-only").email, id);
      expect(only!.text).toContain("matches the NAICS codes of Business naics-only");
      expect(only!.text).toContain("541511 Custom Computer Programming Services");
      expect(only!.text).toContain("NAICS codes (NAICS 2017)");
      const [note] = await notesFor(by("naics-only").userId!, id);
      expect(note!.message).toBe(
        "Acme Corp posted an opportunity matching the NAICS codes of Business naics-only: Budget negotiable.",
      );
      const [two] = await alertsFor(by("naics-two").email, id);
      expect(two!.text).toContain("matches the NAICS codes of Business naics-two and Business naics-two B");
      // Interests and NAICS codes both match: told once, for the interests (that pass runs first).
      const [both] = await alertsFor(by("naics-and-interests").email, id);
      expect(both!.text).toContain("matches your saved interests");
      // A Preferred owner hears as Preferred, not again for their codes.
      const [preferred] = await alertsFor(by("naics-preferred").email, id);
      expect(preferred!.text).toContain("may interest Business naics-preferred");

      // A retry runs the whole job again: nobody hears twice.
      expect(
        await sendOpportunityAlerts(server.runtime, { opportunityId: id }, { batchSize: 1 }),
      ).toMatchObject({
        alerted: 0,
      });
      for (const s of seeded) expect(await alertsFor(s.email, id), s.label).toHaveLength(EXPECTED[s.label]!);
    });

    it("goes on where a job stopped, one owner per batch and job, through the NAICS pass", async () => {
      const posterId = await userIdOf(server.database.db, "other@interests.test");
      const id = await insertOpportunity(server.database.db, posterId, "Resumed");
      await server.database.db
        .update(contractOpportunities)
        .set({ naicsCodes: ["811212"], naicsPrefixes: naicsPrefixes("811212") })
        .where(eq(contractOpportunities.id, id));
      let cursor: { pass?: "preferred" | "interests" | "naics"; after?: string | null } = {};
      const passes: string[] = [];
      let alerted = 0;
      for (let jobs = 0; jobs < 50; jobs++) {
        const run = await sendOpportunityAlerts(
          server.runtime,
          { opportunityId: id, ...cursor },
          { batchSize: 1, batchesPerJob: 1 },
        );
        alerted += run.alerted;
        if (!run.continueAt) break;
        passes.push(run.continueAt.pass);
        cursor = run.continueAt;
      }
      expect(passes).toContain("naics");
      // Every Preferred owner of the file's businesses first, then naics-two and naics-bell-off once each.
      for (const label of ["naics-two", "naics-bell-off"])
        expect(await alertsFor(by(label).email, id), label).toHaveLength(1);
      for (const label of ["naics-only", "naics-sibling", "naics-inactive", "naics-and-interests"])
        expect(await alertsFor(by(label).email, id), label).toHaveLength(0);
      const rows = await server.database.db
        .select({ userId: opportunityInterestAlerts.userId })
        .from(opportunityInterestAlerts)
        .where(eq(opportunityInterestAlerts.opportunityId, id));
      expect(rows.map((r) => r.userId).sort()).toEqual(
        [by("naics-bell-off").userId, by("naics-two").userId].sort(),
      );
      expect(alerted).toBeGreaterThanOrEqual(2);
    });
  });
});
