import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, notifications, payments, webhookEvents } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";
import { userIdOf } from "./notifications-fixture";
import { seedCertifiedBusiness, stateOf, yearAfter } from "./payments-fixture";

const SECRET_KEY = "sk_test_ujamaaPaymentsTests";
const WEBHOOK_SECRET = "whsec_ujamaaPaymentsTests";
const OWNER = "owner@stripe.test";

type Session = {
  id: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  subscription?: string | null;
};
type Received = { method: string; path: string; authorization?: string; form: URLSearchParams };

/** Answers as Stripe's API does for Checkout Sessions (create, form-encoded, and retrieve) and subscription cancellation. */
function fakeStripe(sessions: Map<string, Session>, received: Received[]): Server {
  return createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const path = (req.url ?? "").split("?")[0]!;
    received.push({ method: req.method ?? "", path, authorization: req.headers.authorization, form });
    res.setHeader("content-type", "application/json");
    res.setHeader("request-id", `req_${received.length}`);
    const send = (status: number, value: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const full = (s: Session) => ({
      ...s,
      object: "checkout.session",
      mode: "subscription",
      url: s.status === "open" ? `https://checkout.stripe.com/c/pay/${s.id}` : null,
    });
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const session: Session = {
        id: `cs_test_${sessions.size + 1}abc`,
        status: "open",
        payment_status: "unpaid",
      };
      sessions.set(session.id, session);
      return send(200, { ...full(session), client_reference_id: form.get("client_reference_id") });
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === "DELETE" && cancel) {
      return send(200, { id: decodeURIComponent(cancel[1]!), object: "subscription", status: "canceled" });
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (req.method === "GET" && session) return send(200, full(session));
    return send(404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" },
    });
  });
}

describe.each(engines())("renewal payments through Stripe on %s", (engine) => {
  const sessions = new Map<string, Session>();
  const received: Received[] = [];
  let stripeApi: Server;
  let server: TestServer;
  let owner: string;
  let other: string;
  const stripe = new Stripe(SECRET_KEY);

  beforeAll(async () => {
    stripeApi = fakeStripe(sessions, received);
    await new Promise<void>((resolve) => stripeApi.listen(0, "127.0.0.1", resolve));
    const { port } = stripeApi.address() as AddressInfo;
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@stripe.test",
      AUTH_RATE_LIMIT: "false",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    });
    ({ owner, other } = await signInRoles(server, "stripe.test"));
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => stripeApi.close(() => resolve()));
  });

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const startCheckout = async (businessId: string, tier = "Certified") => {
    const res = await call("POST", "/api/v1/payments/checkout", owner, {
      business_id: businessId,
      certification_tier: tier,
      is_renewal: true,
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const sessionId = /^https:\/\/checkout\.stripe\.com\/c\/pay\/(cs_test_\w+)$/.exec(url)?.[1];
    expect(sessionId).toBeTruthy();
    return sessionId!;
  };
  const completedEvent = (id: string, sessionId: string) =>
    JSON.stringify({
      id,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: "checkout.session.completed",
      data: {
        object: { id: sessionId, object: "checkout.session", status: "complete", payment_status: "paid" },
      },
    });
  /** Stripe's POST: no Origin, no cookie, the signature header over the raw body. */
  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    fetch(`${server.url}/api/v1/payments/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });

  it("creates a yearly subscription checkout for the tier's price, returning to the dashboard", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Stripe Shop", tier: "Preferred" });
    const sessionId = await startCheckout(business.id, "Preferred");
    const create = received.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;
    expect(create.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const [payment] = (await stateOf(server, business.id, OWNER)).payments;
    expect(payment).toMatchObject({ provider: "stripe", providerSessionId: sessionId, amountCents: 70_800 });
    expect(Object.fromEntries(create.form)).toMatchObject({
      mode: "subscription",
      client_reference_id: payment!.id,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "70800",
      "line_items[0][price_data][recurring][interval]": "year",
      success_url: `${server.url}/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/dashboard?payment=canceled`,
    });
    // The simulator's page and buttons do not exist with Stripe.
    expect(
      (await call("POST", `/api/v1/payments/simulator/${sessionId}`, owner, { outcome: "paid" })).status,
    ).toBe(404);
  });

  it("verify asks Stripe: open is not paid, complete renews once", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Verified Stripe Shop" });
    const sessionId = await startCheckout(business.id);
    const verify = () => call("POST", "/api/v1/payments/verify", owner, { session_id: sessionId });
    expect(await (await verify()).json()).toMatchObject({ success: false });
    expect((await call("POST", "/api/v1/payments/verify", other, { session_id: sessionId })).status).toBe(
      404,
    );
    sessions.set(sessionId, { id: sessionId, status: "complete", payment_status: "paid" });
    expect(await (await verify()).json()).toMatchObject({ success: true });
    expect(await (await verify()).json()).toMatchObject({ success: true });
    const after = await stateOf(server, business.id, OWNER);
    expect(after.expiresAt).toEqual(yearAfter(business.certificationExpiresAt!));
    expect(after.events).toHaveLength(1);
  });

  it("the signed webhook completes the payment; a wrong signature changes nothing; a replay changes nothing", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Webhook Shop" });
    const sessionId = await startCheckout(business.id);
    const payload = completedEvent("evt_webhook_1", sessionId);

    const forged = await deliver(payload, "whsec_someoneElse");
    expect(forged.status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/v1/payments/webhook`, { method: "POST", body: payload });
    expect(unsigned.status).toBe(400);
    const untouched = await stateOf(server, business.id, OWNER);
    expect(untouched.expiresAt).toEqual(business.certificationExpiresAt);
    expect(untouched.payments[0]!.paidAt).toBeNull();

    // With no Origin header: the same-origin guard lets Stripe's call through.
    expect((await deliver(payload)).status).toBe(200);
    const paid = await stateOf(server, business.id, OWNER);
    const expected = yearAfter(business.certificationExpiresAt!);
    expect(paid.expiresAt).toEqual(expected);
    expect(paid.payments[0]).toMatchObject({ status: "paid" });
    expect(paid.events).toHaveLength(1);
    expect(paid.renewalNotices).toHaveLength(1);

    // The same event again, and another event about the same session: one extension only.
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(completedEvent("evt_webhook_2", sessionId))).status).toBe(200);
    const replayed = await stateOf(server, business.id, OWNER);
    expect(replayed.expiresAt).toEqual(expected);
    expect(replayed.events).toHaveLength(1);
    expect(replayed.renewalNotices).toHaveLength(1);
  });

  it("a first year's webhook marks its payment paid once, and changes no certification", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "First Year Shop", tier: "Free" });
    await server.database.db
      .update(businesses)
      .set({ certificationStatus: "none", isVerified: false, certificationExpiresAt: null })
      .where(eq(businesses.id, business.id));
    const res = await call("POST", "/api/v1/payments/checkout", owner, {
      business_id: business.id,
      certification_tier: "Verified",
      is_renewal: false,
    });
    expect(res.status).toBe(200);
    const sessionId = /cs_test_\w+$/.exec(((await res.json()) as { url: string }).url)![0];
    const create = received.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(create.form.get("metadata[is_renewal]")).toBe("false");
    for (const id of ["evt_first_1", "evt_first_1", "evt_first_2"]) {
      expect((await deliver(completedEvent(id, sessionId))).status).toBe(200);
    }
    const after = await stateOf(server, business.id, OWNER);
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: "paid", isRenewal: false, tier: "Verified" });
    expect(after.events).toEqual([]);
    expect(after.renewalNotices).toEqual([]);
    const [row] = await server.database.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row).toMatchObject({ certificationStatus: "none", certificationTier: "Free", isVerified: false });
  });

  /** A Stripe event about `object`, as Stripe would post it. */
  const eventOf = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
  /** A paid invoice of `subscription`; `basil` puts the subscription where API 2025-03-31 and later do. */
  const invoiceEvent = (
    id: string,
    invoiceId: string,
    subscription: string,
    billingReason: "subscription_cycle" | "subscription_create",
    { type = "invoice.paid", basil = false }: { type?: string; basil?: boolean } = {},
  ) =>
    eventOf(id, type, {
      id: invoiceId,
      object: "invoice",
      status: "paid",
      billing_reason: billingReason,
      amount_paid: 57_600,
      currency: "usd",
      ...(basil
        ? { parent: { type: "subscription_details", subscription_details: { subscription } } }
        : { subscription }),
    });
  /** A renewal checkout paid through Stripe (verify), whose subscription is `subscription`. */
  const paidSubscription = async (name: string, subscription: string) => {
    const business = await seedCertifiedBusiness(server, OWNER, { name });
    const sessionId = await startCheckout(business.id);
    sessions.set(sessionId, { id: sessionId, status: "complete", payment_status: "paid", subscription });
    const res = await call("POST", "/api/v1/payments/verify", owner, { session_id: sessionId });
    expect(await res.json()).toMatchObject({ success: true });
    return { business, sessionId, paidUntil: yearAfter(business.certificationExpiresAt!) };
  };
  const webhookEventIds = async () =>
    (await server.database.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((e) => e.id);

  it("keeps the subscription; each yearly invoice of it records that year's payment and renews once", async () => {
    const { business, sessionId, paidUntil } = await paidSubscription("Yearly Shop", "sub_yearly1");
    const first = await stateOf(server, business.id, OWNER);
    expect(first.payments).toHaveLength(1);
    expect(first.payments[0]).toMatchObject({
      providerSessionId: sessionId,
      providerSubscriptionId: "sub_yearly1",
    });
    expect(first.expiresAt).toEqual(paidUntil);

    const secondYear = invoiceEvent("evt_cycle_1", "in_yearly_1", "sub_yearly1", "subscription_cycle");
    expect((await deliver(secondYear)).status).toBe(200);
    const renewed = await stateOf(server, business.id, OWNER);
    expect(renewed.expiresAt).toEqual(yearAfter(paidUntil));
    expect(renewed.payments).toHaveLength(2);
    const yearly = renewed.payments.find((p) => p.providerSessionId === "in_yearly_1");
    expect(yearly).toMatchObject({
      businessId: business.id,
      userId: first.payments[0]!.userId,
      tier: "Certified",
      isRenewal: true,
      provider: "stripe",
      status: "paid",
      amountCents: 57_600,
      currency: "usd",
    });
    expect(yearly!.paidAt).toBeInstanceOf(Date);
    expect(renewed.events).toHaveLength(2);
    expect(renewed.events.some((e) => e.notes?.includes(yearly!.id))).toBe(true);
    expect(renewed.renewalNotices).toHaveLength(2);

    // The same event again, and the same invoice as invoice.payment_succeeded: nothing more.
    expect((await deliver(secondYear)).status).toBe(200);
    const sameInvoice = invoiceEvent("evt_cycle_1b", "in_yearly_1", "sub_yearly1", "subscription_cycle", {
      type: "invoice.payment_succeeded",
    });
    expect((await deliver(sameInvoice)).status).toBe(200);
    const replayed = await stateOf(server, business.id, OWNER);
    expect(replayed.expiresAt).toEqual(yearAfter(paidUntil));
    expect(replayed.payments).toHaveLength(2);
    expect(replayed.events).toHaveLength(2);
    expect(replayed.renewalNotices).toHaveLength(2);

    // The next year's invoice (the newer API's shape): one more year.
    const thirdYear = invoiceEvent("evt_cycle_2", "in_yearly_2", "sub_yearly1", "subscription_cycle", {
      basil: true,
    });
    expect((await deliver(thirdYear)).status).toBe(200);
    const again = await stateOf(server, business.id, OWNER);
    expect(again.expiresAt).toEqual(yearAfter(yearAfter(paidUntil)));
    expect(again.payments).toHaveLength(3);
    expect(again.events).toHaveLength(3);
    expect(again.renewalNotices).toHaveLength(3);
  });

  it("the webhook's completion keeps the subscription too", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Hooked Subscription Shop" });
    const sessionId = await startCheckout(business.id);
    const payload = eventOf("evt_sub_session", "checkout.session.completed", {
      id: sessionId,
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      subscription: "sub_hooked1",
    });
    expect((await deliver(payload)).status).toBe(200);
    const [payment] = (await stateOf(server, business.id, OWNER)).payments;
    expect(payment).toMatchObject({ status: "paid", providerSubscriptionId: "sub_hooked1" });
  });

  it("ignores a subscription's first invoice, unknown subscriptions, forged invoices and cancellations", async () => {
    const { business, paidUntil } = await paidSubscription("Quiet Subscription Shop", "sub_quiet1");
    const before = await stateOf(server, business.id, OWNER);

    const created = invoiceEvent("evt_create_1", "in_quiet_create", "sub_quiet1", "subscription_create");
    expect((await deliver(created)).status).toBe(200);
    const unknown = invoiceEvent("evt_unknown_1", "in_unknown_1", "sub_nobody", "subscription_cycle");
    expect((await deliver(unknown)).status).toBe(200);
    const forged = invoiceEvent("evt_forged_1", "in_quiet_forged", "sub_quiet1", "subscription_cycle");
    expect((await deliver(forged, "whsec_someoneElse")).status).toBe(400);
    const deleted = eventOf("evt_deleted_1", "customer.subscription.deleted", {
      id: "sub_quiet1",
      object: "subscription",
      status: "canceled",
    });
    expect((await deliver(deleted)).status).toBe(200);

    const after = await stateOf(server, business.id, OWNER);
    expect(after.expiresAt).toEqual(paidUntil);
    expect(after.payments).toEqual(before.payments);
    expect(after.events).toHaveLength(before.events.length);
    expect(after.renewalNotices).toHaveLength(before.renewalNotices.length);
    const [business2] = await server.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, business.id));
    expect(business2).toMatchObject({ certificationStatus: "approved", isVerified: true });
    const stray = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, "in_unknown_1"));
    expect(stray).toEqual([]);
    const seen = await webhookEventIds();
    expect(seen).toEqual(expect.arrayContaining(["evt_create_1", "evt_unknown_1", "evt_deleted_1"]));
    expect(seen).not.toContain("evt_forged_1");
  });

  it("records a yearly charge of a business no longer approved, without renewing it", async () => {
    const { business, paidUntil } = await paidSubscription("Rejected Subscription Shop", "sub_rejected1");
    await server.database.db
      .update(businesses)
      .set({ certificationStatus: "rejected", isVerified: false })
      .where(eq(businesses.id, business.id));
    const payload = invoiceEvent("evt_rejected_1", "in_rejected_1", "sub_rejected1", "subscription_cycle");
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    const after = await stateOf(server, business.id, OWNER);
    expect(after.expiresAt).toEqual(paidUntil);
    expect(after.payments).toHaveLength(2);
    expect(after.payments.find((p) => p.providerSessionId === "in_rejected_1")).toMatchObject({
      status: "paid",
      isRenewal: true,
    });
    expect(after.events).toHaveLength(1);
    expect(after.renewalNotices).toHaveLength(1);
  });

  it("exempts only the webhook from the same-origin guard", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Guarded Shop" });
    for (const [path, body] of [
      [
        "/api/v1/payments/checkout",
        { business_id: business.id, certification_tier: "Certified", is_renewal: true },
      ],
      ["/api/v1/payments/verify", { session_id: "cs_test_1abc" }],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: owner },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
    }
    expect((await stateOf(server, business.id, OWNER)).payments).toHaveLength(0);
  });

  it("keeps one open first-year checkout per tier, and a superseded one paid anyway becomes a flagged duplicate", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Stripe Once", tier: "Free" });
    await server.database.db
      .update(businesses)
      .set({ certificationStatus: "none", isVerified: false, certificationExpiresAt: null })
      .where(eq(businesses.id, business.id));
    const firstYear = () =>
      call("POST", "/api/v1/payments/checkout", owner, {
        business_id: business.id,
        certification_tier: "Certified",
        is_renewal: false,
      });
    const creates = () =>
      received.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").length;
    const before = creates();
    const answers = await Promise.all([firstYear(), firstYear(), firstYear()]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const urls = await Promise.all(answers.map(async (res) => ((await res.json()) as { url: string }).url));
    expect(new Set(urls).size).toBe(1);
    expect(creates()).toBe(before + 1);
    const superseded = /cs_test_\w+$/.exec(urls[0]!)![0];

    // Expired at Stripe: the next request opens another; paid there (not yet confirmed): 409.
    sessions.set(superseded, { id: superseded, status: "expired", payment_status: "unpaid" });
    const next = /cs_test_\w+$/.exec(((await (await firstYear()).json()) as { url: string }).url)![0];
    expect(next).not.toBe(superseded);
    sessions.set(next, { id: next, status: "complete", payment_status: "paid", subscription: "sub_once_1" });
    expect((await firstYear()).status).toBe(409);
    const checkoutPaid = (id: string, sessionId: string, subscription: string) =>
      JSON.stringify({
        id,
        object: "event",
        api_version: "2025-01-27.acacia",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: "checkout.session.completed",
        data: {
          object: {
            id: sessionId,
            object: "checkout.session",
            status: "complete",
            payment_status: "paid",
            subscription,
          },
        },
      });
    expect((await deliver(checkoutPaid("evt_once_1", next, "sub_once_1"))).status).toBe(200);
    // The superseded session completes at Stripe all the same: a second yearly subscription.
    expect((await deliver(checkoutPaid("evt_once_2", superseded, "sub_once_2"))).status).toBe(200);

    const rows = (await stateOf(server, business.id, OWNER)).payments;
    expect(rows.map((p) => [p.providerSessionId, p.status, p.providerSubscriptionId]).sort()).toEqual(
      [
        [next, "paid", "sub_once_1"],
        [superseded, "duplicate", "sub_once_2"],
      ].sort(),
    );
    expect(received.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      "/v1/subscriptions/sub_once_2",
    ]);
    const adminId = await userIdOf(server.database.db, "admin@stripe.test");
    const flags = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.title, "Duplicate payment to refund")));
    expect(flags).toHaveLength(1);

    // A yearly invoice of the duplicate's subscription (were it not cancelled) renews nothing.
    const cycle = JSON.stringify({
      id: "evt_once_3",
      object: "event",
      api_version: "2025-01-27.acacia",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: "invoice.paid",
      data: {
        object: {
          id: "in_once_3",
          object: "invoice",
          status: "paid",
          billing_reason: "subscription_cycle",
          amount_paid: 34_800,
          currency: "usd",
          subscription: "sub_once_2",
        },
      },
    });
    expect((await deliver(cycle)).status).toBe(200);
    expect((await stateOf(server, business.id, OWNER)).payments).toHaveLength(2);
    const [row] = await server.database.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row).toMatchObject({ certificationStatus: "none", isVerified: false });
  });
});
