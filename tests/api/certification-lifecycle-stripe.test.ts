import type { Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { businesses, payments } from "~/server/db/schema";
import { loadPayInvoicePage } from "~/web/routes/pay-invoice.server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, outbox, signInRoles } from "./accounts-fixture";
import { actorOf } from "./certification-admin-fixture";
import {
  approvedAt,
  DAY,
  deliverStripeEvent,
  noticesAbout,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  setClock,
  startFakeStripe,
} from "./certification-lifecycle-fixture";

const OWNER = "owner@life-stripe.test";
const T0 = new Date("2025-06-02T12:00:00Z");

describe.each(engines())("certification lifecycle with Stripe on %s", (engine) => {
  let stripe: { server: Server; url: string; cancelled: string[] };
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@life-stripe.test",
      AUTH_RATE_LIMIT: "false",
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    ({ admin } = await signInRoles(server, "life-stripe.test"));
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => stripe.server.close(() => resolve()));
  });
  afterEach(() => setClock(server, null));

  /** A certified business whose yearly payments run on a Stripe subscription. */
  async function subscribed(name: string, subscriptionId: string) {
    const business = await approvedAt(server, admin, OWNER, { name, at: T0 });
    await server.database.db.insert(payments).values({
      businessId: business.id,
      tier: "Certified",
      isRenewal: true,
      provider: "stripe",
      providerSessionId: `cs_test_${subscriptionId}`,
      providerSubscriptionId: subscriptionId,
      status: "paid",
      amountCents: 34_800,
      paidAt: T0,
    });
    return business;
  }
  const row = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

  it("cancels the business's subscription at Stripe when an admin revokes its certification", async () => {
    const business = await subscribed("Subscribed Salon", "sub_life_revoked");
    setClock(server, new Date(T0.getTime() + 30 * DAY));
    const res = await jsonCall(
      server,
      "POST",
      `/api/v1/admin/certifications/${business.id}/revocation`,
      admin,
      {
        reason: "Licence withdrawn by the state board.",
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { subscription: string }).subscription).toBe("cancelled");
    expect(stripe.cancelled).toEqual(["sub_life_revoked"]);
    expect(await row(business.id)).toMatchObject({ certificationStatus: "revoked", isVerified: false });
  });

  it("still revokes when Stripe refuses the cancellation, and says so to the admin", async () => {
    const business = await subscribed("Unstoppable Spa", "sub_refused_1");
    setClock(server, new Date(T0.getTime() + 30 * DAY));
    const res = await jsonCall(
      server,
      "POST",
      `/api/v1/admin/certifications/${business.id}/revocation`,
      admin,
      {
        reason: "Closed down.",
      },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { subscription: string }).subscription).toBe("failed");
    expect(await row(business.id)).toMatchObject({ certificationStatus: "revoked", isVerified: false });
  });

  it("tells the owner once per invoice that a yearly charge failed, with where to pay; nothing else changes", async () => {
    const business = await subscribed("Card Declined Cafe", "sub_life_failed");
    const before = await row(business.id);
    const hosted = "https://invoice.stripe.com/i/acct_test/in_life_1";
    const invoice = (id: string, subscription: string) => ({
      id,
      object: "invoice",
      billing_reason: "subscription_cycle",
      subscription,
      amount_paid: 0,
      amount_due: 34_800,
      currency: "usd",
      hosted_invoice_url: hosted,
    });
    const deliver = (eventId: string, body: object) =>
      deliverStripeEvent(server, { id: eventId, type: "invoice.payment_failed", object: body });

    expect((await deliver("evt_life_1", invoice("in_life_1", "sub_life_failed"))).status).toBe(200);
    // The same event again, and Stripe's next retry of the same invoice (a new event): no second notice.
    expect((await deliver("evt_life_1", invoice("in_life_1", "sub_life_failed"))).status).toBe(200);
    expect((await deliver("evt_life_2", invoice("in_life_1", "sub_life_failed"))).status).toBe(200);
    // An invoice of a subscription we never made: acknowledged, nothing happens.
    expect((await deliver("evt_life_3", invoice("in_life_x", "sub_unknown"))).status).toBe(200);

    const notices = (await noticesAbout(server, OWNER, "in_life_1")).filter(
      (n) => n.title === "Yearly payment failed",
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe("/pay-invoice/in_life_1");
    expect(notices[0]!.message).toContain("Card Declined Cafe");
    const mails = (await outbox(server, OWNER)).filter(
      (m) => m.subject === "Card Declined Cafe: the yearly payment failed",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links).toContain(hosted);
    expect(mails[0]!.text).toContain("Jun 02, 2026");

    const after = await row(business.id);
    expect(after).toMatchObject({
      certificationStatus: before.certificationStatus,
      isVerified: before.isVerified,
      certificationExpiresAt: before.certificationExpiresAt,
    });
    const rows = await server.database.db.select().from(payments).where(eq(payments.businessId, business.id));
    expect(rows.map((p) => p.status).sort()).toEqual(["paid", "paid"]);

    // The notification's link leads the owner (or an admin) to Stripe's invoice page; anyone else to 404.
    const target = async (email: string) =>
      loadPayInvoicePage(server.runtime, await actorOf(server, email), "in_life_1").catch((e: unknown) => e);
    const mine = (await target(OWNER)) as Response;
    expect(mine.status).toBe(302);
    expect(mine.headers.get("location")).toBe(hosted);
    const theirs = (await target("other@life-stripe.test")) as { init: ResponseInit };
    expect(theirs.init.status).toBe(404);
  });
});
