import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "~/domain/payments/format-amount";
import { PAYMENT_MESSAGES } from "~/domain/payments/payment-api-schema";
import { formatDay } from "~/domain/shared/format-date";
import { businesses, notifications, payments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import { transitionCertification } from "~/server/services/certification/transition-certification";
import { loadPayPage } from "~/web/routes/pay.server";
import { loadRenewPage } from "~/web/routes/renew.server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, outbox, signInRoles } from "./accounts-fixture";
import { actorOf } from "./certification-admin-fixture";
import { insertPaidPayment } from "./certification-fixture";
import { userIdOf } from "./notifications-fixture";
import { seedCertifiedBusiness, stateOf, yearAfter } from "./payments-fixture";

const OWNER = "owner@pay.test";

describe.each(engines())("renewal payments with the local simulator on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@pay.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "pay.test"));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const checkout = (cookie: string, businessId: string, tier = "Certified") =>
    call("POST", "/api/v1/payments/checkout", cookie, {
      business_id: businessId,
      certification_tier: tier,
      is_renewal: true,
    });
  const sessionOf = (url: string) => /^\/pay\/(sim_[0-9a-f-]{36})$/.exec(url)?.[1];
  const startCheckout = async (cookie: string, businessId: string) => {
    const res = await checkout(cookie, businessId);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const session = sessionOf(url);
    expect(session).toBeTruthy();
    return session!;
  };
  const simulate = (cookie: string, session: string, outcome: string) =>
    call("POST", `/api/v1/payments/simulator/${session}`, cookie, { outcome });
  const verify = (cookie: string, session: string) =>
    call("POST", "/api/v1/payments/verify", cookie, { session_id: session });

  it("starts a checkout for the owner or an admin only, with a pending payment of the tier's price", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Checkout Shop" });
    expect((await checkout("", business.id)).status).toBe(401);
    expect((await checkout(other, business.id)).status).toBe(403);
    const session = await startCheckout(owner, business.id);
    // The checkout still open is answered again, whoever asks: one open payment per business and purpose.
    expect(await startCheckout(admin, business.id)).toBe(session);
    const { payments } = await stateOf(server, business.id, OWNER);
    expect(payments).toHaveLength(1);
    const row = payments.find((p) => p.providerSessionId === session)!;
    expect(row).toMatchObject({
      tier: "Certified",
      isRenewal: true,
      provider: "simulator",
      status: "pending",
      amountCents: 34_800,
      currency: "usd",
      paidAt: null,
    });
  });

  it("opens one renewal checkout however often /renew/{id} is loaded, and a new one once that one is canceled", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Reload Shop" });
    const me = await actorOf(server, OWNER);
    const redirectOf = async () => {
      const thrown = await loadRenewPage(server.runtime, me, business.id).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      return (thrown as Response).headers.get("location")!;
    };
    const first = await redirectOf();
    for (let i = 0; i < 4; i++) expect(await redirectOf()).toBe(first);
    expect((await stateOf(server, business.id, OWNER)).payments).toHaveLength(1);
    expect((await simulate(owner, sessionOf(first)!, "canceled")).status).toBe(200);
    expect(await redirectOf()).not.toBe(first);
    const rows = (await stateOf(server, business.id, OWNER)).payments;
    expect(rows.map((p) => p.status).sort()).toEqual(["canceled", "pending"]);
  });

  it("refuses a checkout for a pending or Free business, or another tier, and records no payment", async () => {
    const pending = await seedCertifiedBusiness(server, OWNER, { name: "Pending Shop", status: "pending" });
    const free = await seedCertifiedBusiness(server, OWNER, { name: "Free Shop", tier: "Free" });
    const res = await checkout(owner, pending.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Only an approved certification can be renewed.",
    );
    expect((await checkout(owner, free.id, "Free")).status).toBe(409);
    expect((await checkout(owner, free.id, "Verified")).status).toBe(400);
    expect(
      (
        await call("POST", "/api/v1/payments/checkout", owner, {
          business_id: free.id,
          certification_tier: "Free",
        })
      ).status,
    ).toBe(400);
    expect((await checkout(owner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    for (const b of [pending, free]) expect((await stateOf(server, b.id, OWNER)).payments).toHaveLength(0);
  });

  it("pays on the simulator, then verify renews once: a year past the expiry, one event, one notification", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Renewed Shop", expiresInDays: 10 });
    const session = await startCheckout(owner, business.id);

    expect((await simulate("", session, "paid")).status).toBe(401);
    expect((await simulate(other, session, "paid")).status).toBe(404);
    expect((await simulate(owner, session, "lost")).status).toBe(400);
    const paid = await simulate(owner, session, "paid");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ redirect: `/dashboard?payment=success&session_id=${session}` });
    // Paying on the checkout page alone changes no certification.
    expect((await stateOf(server, business.id, OWNER)).expiresAt).toEqual(business.certificationExpiresAt);

    expect((await verify("", session)).status).toBe(401);
    expect((await verify(other, session)).status).toBe(404);
    expect((await verify(owner, "sim_00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const res = await verify(owner, session);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; certification_expires_at: string };
    expect(body.success).toBe(true);
    const expected = yearAfter(business.certificationExpiresAt!);
    expect(new Date(body.certification_expires_at)).toEqual(expected);

    const after = await stateOf(server, business.id, OWNER);
    expect(after.expiresAt).toEqual(expected);
    expect(after.payments[0]).toMatchObject({ status: "paid" });
    expect(after.payments[0]!.paidAt).toBeInstanceOf(Date);
    expect(after.events).toHaveLength(1);
    expect(after.events[0]).toMatchObject({
      fromStatus: "approved",
      toStatus: "approved",
      tier: "Certified",
    });
    expect(after.events[0]!.notes).toContain(after.payments[0]!.id);
    expect(after.renewalNotices).toHaveLength(1);

    // Again, by the owner or an admin: the same answer, nothing more.
    for (const cookie of [owner, admin]) {
      const again = await verify(cookie, session);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { success: boolean }).success).toBe(true);
    }
    expect((await simulate(owner, session, "paid")).status).toBe(409);
    const final = await stateOf(server, business.id, OWNER);
    expect(final.expiresAt).toEqual(expected);
    expect(final.events).toHaveLength(1);
    expect(final.renewalNotices).toHaveLength(1);

    // One receipt, however often the payment is verified: amount, tier, the year paid for, the dashboard.
    const receipts = (await outbox(server, OWNER)).filter(
      (m) => m.subject === "Payment receipt: Certified certification for Renewed Shop",
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Amount: ${formatAmount(final.payments[0]!.amountCents)}`);
    expect(receipts[0]!.text).toContain("Tier: Certified");
    expect(receipts[0]!.text).toContain(
      `Period: ${formatDay(business.certificationExpiresAt!)} – ${formatDay(expected)}`,
    );
    expect(receipts[0]!.links).toContain(`${server.url}/dashboard`);
  });

  it("renews an expired certification from now, when an admin pays for it", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Lapsed Shop", expiresInDays: -5 });
    const session = await startCheckout(admin, business.id);
    expect((await simulate(admin, session, "paid")).status).toBe(200);
    const before = Date.now();
    expect((await verify(admin, session)).status).toBe(200);
    const { expiresAt, events } = await stateOf(server, business.id, OWNER);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(yearAfter(new Date(before)).getTime());
    expect(expiresAt.getTime()).toBeLessThan(yearAfter(new Date(Date.now() + 1000)).getTime());
    // The lapse the lifecycle job had not recorded yet is recorded first, then the renewal (decision 045).
    expect(events.map((e) => `${e.fromStatus} → ${e.toStatus}`).sort()).toEqual([
      "approved → expired",
      "expired → approved",
    ]);
  });

  it("a canceled checkout verifies as not paid and changes nothing", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Canceled Shop" });
    const session = await startCheckout(owner, business.id);
    const canceled = await simulate(owner, session, "canceled");
    expect(await canceled.json()).toEqual({ redirect: "/dashboard?payment=canceled" });
    const res = await verify(owner, session);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, message: PAYMENT_MESSAGES.notPaid });
    // An open (never paid) session is not paid either.
    const open = await startCheckout(owner, business.id);
    expect(await (await verify(owner, open)).json()).toMatchObject({ success: false });
    const after = await stateOf(server, business.id, OWNER);
    expect(after.expiresAt).toEqual(business.certificationExpiresAt);
    expect(after.events).toHaveLength(0);
    expect(after.renewalNotices).toHaveLength(0);
    expect(after.payments.every((p) => p.paidAt === null)).toBe(true);
  });

  it("shows the test checkout page to the payment's owner or an admin only", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Page Shop" });
    const session = await startCheckout(owner, business.id);
    const redirectOf = (error: unknown) =>
      error instanceof Response ? error.headers.get("location") : error;
    const load = async (actor: Actor, id = session) =>
      loadPayPage(server.runtime, requireUser(actor), id).catch(redirectOf);
    expect(await load(await actorOf(server, "other@pay.test"))).toBe("/");
    expect(await load(await actorOf(server, OWNER), "sim_unknown")).toBe("/");
    expect(await load(await actorOf(server, OWNER))).toEqual({
      session_id: session,
      business_name: "Page Shop",
      tier: "Certified",
      is_renewal: true,
      amount_cents: 34_800,
      currency: "usd",
      status: "pending",
    });
    expect(await load({ ...(await actorOf(server, "admin@pay.test")), role: "admin" })).toMatchObject({
      session_id: session,
    });
  });

  it("the renew transition needs a payment and a paid tier", async () => {
    const free = await seedCertifiedBusiness(server, OWNER, { name: "Free Renewal", tier: "Free" });
    const paid = await seedCertifiedBusiness(server, OWNER, { name: "Unpaid Renewal" });
    const actor = await actorOf(server, OWNER);
    const renew = (businessId: string, paymentId?: string) =>
      server.database.db
        .transaction((tx) =>
          transitionCertification(tx, actor, { businessId, action: "renew", paymentId, now: new Date() }),
        )
        .then(
          () => "renewed",
          (error: unknown) => (error instanceof AppError ? error.code : error),
        );
    expect(await renew(free.id, "00000000-0000-4000-8000-000000000000")).toBe("conflict");
    expect(await renew(paid.id)).toBe("forbidden");
    for (const b of [free, paid]) {
      const state = await stateOf(server, b.id, OWNER);
      expect(state.expiresAt).toEqual(b.certificationExpiresAt);
      expect(state.events).toHaveLength(0);
    }
  });

  describe("the first year of an application (is_renewal false)", () => {
    const firstYear = (cookie: string, businessId: string, tier: string) =>
      call("POST", "/api/v1/payments/checkout", cookie, {
        business_id: businessId,
        certification_tier: tier,
        is_renewal: false,
      });
    const messageOf = async (res: Response) =>
      ((await res.json()) as { error: { message: string } }).error.message;
    /** A Free listing that never applied. */
    const uncertified = async (name: string) => {
      const business = await seedCertifiedBusiness(server, OWNER, { name, tier: "Free" });
      await server.database.db
        .update(businesses)
        .set({ certificationStatus: "none", isVerified: false, certificationExpiresAt: null })
        .where(eq(businesses.id, business.id));
      return business;
    };

    it("starts for the owner or an admin of an uncertified or rejected business, for the tier applied for", async () => {
      const free = await uncertified("First Free");
      expect((await firstYear("", free.id, "Certified")).status).toBe(401);
      expect((await firstYear(other, free.id, "Certified")).status).toBe(403);
      const res = await firstYear(owner, free.id, "Certified");
      expect(res.status).toBe(200);
      expect(sessionOf(((await res.json()) as { url: string }).url)).toBeTruthy();
      expect((await firstYear(admin, free.id, "Preferred")).status).toBe(200);
      const { payments } = await stateOf(server, free.id, OWNER);
      expect(payments.map((p) => [p.tier, p.isRenewal, p.status, p.amountCents]).sort()).toEqual([
        ["Certified", false, "pending", 34_800],
        ["Preferred", false, "pending", 70_800],
      ]);
      const free400 = await firstYear(owner, free.id, "Free");
      expect(free400.status).toBe(400);
      const rejected = await seedCertifiedBusiness(server, OWNER, { name: "First Rejected" });
      await server.database.db
        .update(businesses)
        .set({ certificationStatus: "rejected" })
        .where(eq(businesses.id, rejected.id));
      expect((await firstYear(owner, rejected.id, "Verified")).status).toBe(200);
    });

    it("refuses a pending or approved business (409), and a tier already paid (409)", async () => {
      const pending = await seedCertifiedBusiness(server, OWNER, {
        name: "First Pending",
        status: "pending",
      });
      const approved = await seedCertifiedBusiness(server, OWNER, { name: "First Approved" });
      const pendingRes = await firstYear(owner, pending.id, "Certified");
      expect(pendingRes.status).toBe(409);
      expect(await messageOf(pendingRes)).toBe("This business's application is already under review.");
      expect((await firstYear(admin, approved.id, "Certified")).status).toBe(409);
      for (const b of [pending, approved]) expect((await stateOf(server, b.id, OWNER)).payments).toEqual([]);

      const business = await uncertified("First Paid");
      await insertPaidPayment(server.database.db, business.id, "Verified");
      const paid = await firstYear(owner, business.id, "Verified");
      expect(paid.status).toBe(409);
      expect(await messageOf(paid)).toBe("The Verified annual fee is already paid.");
      expect((await firstYear(owner, business.id, "Certified")).status).toBe(200);
    });

    it("pays on the simulator, then verify marks it paid once: no certification change, no notification", async () => {
      const business = await uncertified("First Verify");
      const res = await firstYear(owner, business.id, "Certified");
      const session = sessionOf(((await res.json()) as { url: string }).url)!;
      expect((await simulate(owner, session, "paid")).status).toBe(200);
      for (const cookie of [owner, admin, owner]) {
        const verified = await verify(cookie, session);
        expect(verified.status).toBe(200);
        expect(await verified.json()).toEqual({
          success: true,
          message: "Payment verified. You can now submit your certification application.",
          certification_expires_at: null,
          is_renewal: false,
          business_id: business.id,
        });
      }
      const after = await stateOf(server, business.id, OWNER);
      expect(after.payments).toHaveLength(1);
      expect(after.payments[0]).toMatchObject({ status: "paid", isRenewal: false });
      expect(after.payments[0]!.paidAt).toBeInstanceOf(Date);
      expect(after.events).toEqual([]);
      expect(after.renewalNotices).toEqual([]);
      const [row] = await server.database.db.select().from(businesses).where(eq(businesses.id, business.id));
      expect(row).toMatchObject({
        certificationStatus: "none",
        certificationTier: "Free",
        isVerified: false,
      });
      // The application page now shows Certified as paid; a second checkout of it is refused.
      const page = await (await call("GET", `/api/v1/certification/${business.id}`, owner)).json();
      expect(page.first_year_payments.Certified).toBe(after.payments[0]!.paidAt!.toISOString());
      expect((await firstYear(owner, business.id, "Certified")).status).toBe(409);

      const receipts = (await outbox(server, OWNER)).filter(
        (m) => m.subject === "Payment receipt: Certified certification for First Verify",
      );
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text).toContain(`Amount: ${formatAmount(after.payments[0]!.amountCents)}`);
      expect(receipts[0]!.text).toContain("Period: One year from the day the application is approved");
      expect(receipts[0]!.links).toContain(`${server.url}/dashboard`);
    });
    it("keeps one open checkout per tier: parallel requests share it, a closed one is replaced, a paid one is refused", async () => {
      const business = await uncertified("First Once");
      const answers = await Promise.all([
        firstYear(owner, business.id, "Certified"),
        firstYear(admin, business.id, "Certified"),
        firstYear(owner, business.id, "Certified"),
      ]);
      const urls = await Promise.all(answers.map(async (res) => ((await res.json()) as { url: string }).url));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(new Set(urls).size).toBe(1);
      const first = sessionOf(urls[0]!)!;
      expect((await stateOf(server, business.id, OWNER)).payments).toHaveLength(1);
      // Another tier is its own checkout.
      expect((await firstYear(owner, business.id, "Verified")).status).toBe(200);

      expect((await simulate(owner, first, "canceled")).status).toBe(200);
      const again = sessionOf(
        ((await (await firstYear(owner, business.id, "Certified")).json()) as { url: string }).url,
      )!;
      expect(again).not.toBe(first);
      expect((await simulate(owner, again, "paid")).status).toBe(200);
      const refused = await firstYear(owner, business.id, "Certified");
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toMatch(/already paid/);
      const rows = (await stateOf(server, business.id, OWNER)).payments.filter((p) => p.tier === "Certified");
      expect(rows.map((p) => p.status).sort()).toEqual(["canceled", "paid"]);
    });

    it("turns a second paid first year of a tier into a duplicate flagged to admins, even verified at once", async () => {
      const business = await uncertified("First Twice");
      const { db } = server.database;
      // Two checkouts paid at the provider (one superseded, completed there anyway), neither verified yet.
      const sessions = [`sim_${crypto.randomUUID()}`, `sim_${crypto.randomUUID()}`];
      await db.insert(payments).values(
        sessions.map((providerSessionId) => ({
          businessId: business.id,
          tier: "Certified" as const,
          isRenewal: false,
          provider: "simulator",
          providerSessionId,
          status: "paid" as const,
          amountCents: 34_800,
        })),
      );
      const answers = await Promise.all(sessions.map((session) => verify(owner, session)));
      const bodies = (await Promise.all(answers.map((res) => res.json()))) as {
        success: boolean;
        message: string;
      }[];
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(bodies.map((b) => b.message).sort()).toEqual([
        "Payment verified. You can now submit your certification application.",
        "This first year was already paid: this second payment was stopped and an administrator will refund it.",
      ]);
      const rows = (await stateOf(server, business.id, OWNER)).payments;
      expect(rows.map((p) => p.status).sort()).toEqual(["duplicate", "paid"]);
      const kept = rows.find((p) => p.status === "paid")!;
      const page = await (await call("GET", `/api/v1/certification/${business.id}`, owner)).json();
      expect(page.first_year_payments.Certified).toBe(kept.paidAt!.toISOString());
      // Verify again answers the same and changes nothing.
      const duplicate = rows.find((p) => p.status === "duplicate")!;
      expect(
        ((await (await verify(owner, duplicate.providerSessionId)).json()) as { message: string }).message,
      ).toMatch(/already paid/);
      const adminId = await userIdOf(db, "admin@pay.test");
      const flags = await db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, adminId), eq(notifications.title, "Duplicate payment to refund")),
        );
      expect(flags).toHaveLength(1);
      expect(flags[0]!.message).toContain("First Twice");
    });
  });

  it("has no webhook without Stripe", async () => {
    const res = await server.api("/api/v1/payments/webhook", { method: "POST", body: "{}" });
    expect(res.status).toBe(404);
  });
});
