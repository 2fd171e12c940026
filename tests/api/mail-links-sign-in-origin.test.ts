import http, { type Server } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payments } from "~/server/db/schema";
import { filledAffidavit } from "../support/affidavit";
import { settleJobs } from "../support/jobs";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, newUser, PASSWORD, signUp } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";
import { dataUrl, insertBusiness, insertPaidPayment, signaturePng } from "./certification-fixture";
import {
  approvedAt,
  deliverStripeEvent,
  runLifecycleJob,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  setClock,
  startFakeStripe,
} from "./certification-lifecycle-fixture";
import { userIdOf } from "./notifications-fixture";
import { addBusinesses } from "./opportunity-alerts-fixture";
import { seedCertifiedBusiness } from "./payments-fixture";
import { newBusiness } from "./reviews-fixture";

const OWNER = "owner@origin.test";
const CONTACT = "contact@origin.test";
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

/** The dev outbox's messages to an address, once the mail jobs queued so far have run. */
async function mailsTo(server: TestServer, to: string): Promise<Mail[]> {
  await settleJobs(server.database);
  const res = await server.api(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { items: Mail[] }).items;
}

/** The one message to `to` with that subject. */
async function mailTo(server: TestServer, to: string, subject: string): Promise<Mail> {
  const found = (await mailsTo(server, to)).filter((m) => m.subject === subject);
  expect(
    found.map((m) => m.subject),
    `${subject} to ${to}`,
  ).toEqual([subject]);
  return found[0]!;
}

/** Every link a message carries, in its text and in its HTML part. */
const linksOf = (mail: Mail) => [
  ...mail.links,
  ...[...(mail.html ?? "").matchAll(/(?:href|src)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!),
];

/** Every link of the message opens on `origin`, among them each of `expected` (paths on it) in its text. */
function expectLinksOn(mail: Mail, origin: string, expected: string[]) {
  for (const path of expected) expect(mail.links, mail.subject).toContain(`${origin}${path}`);
  expect(mail.html, mail.subject).toContain(`src="${origin}/mail-logo.png"`);
  for (const link of linksOf(mail)) {
    expect(link === origin || link.startsWith(`${origin}/`), `${mail.subject}: ${link}`).toBe(true);
  }
}

/**
 * Every kind of mail one person's action or a background job sends (an admin's decision or
 * revocation, an opportunity's alerts of each kind, an answer to a review, an application, a
 * payment, the Contact page, a sign-up with a taken address, the certification lifecycle job) links
 * where its recipient last signed in when BASE_URL is unset. The test server's default origin is http://127.0.0.1:PORT, and
 * the actors use it, so a link on localhost:PORT can only come from the recipient's sign-in.
 */
describe.each(engines())("links in mail others cause, without BASE_URL, on %s", (engine) => {
  let server: TestServer;
  let admin: string;
  let poster: string;
  let owner: string;
  let localhost: string;
  let loopback: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@origin.test",
      AUTH_RATE_LIMIT: "false",
      CONTACT_EMAIL: CONTACT,
    });
    owner = await newUser(server, OWNER);
    admin = await newUser(server, "admin@origin.test");
    poster = await newUser(server, "poster@origin.test");
    const port = new URL(server.url).port;
    localhost = `http://localhost:${port}`;
    loopback = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server?.close());
  afterEach(() => setClock(server, null));

  /** The recipient signs in on localhost: their mail's links can only be on localhost because of it. */
  const onLocalhost = async (email: string) =>
    expect(await signInOn(server, `localhost:${new URL(server.url).port}`, email)).toBe(200);
  /** The admin approves a new pending application of the owner's; the owner's mail about it. */
  const approvalMail = async (name: string) => {
    const { businessId } = await seedPendingApplication(server, OWNER, { name });
    const res = await jsonCall(server, "POST", `/api/v1/admin/certifications/${businessId}/decision`, admin, {
      decision: "approved",
    });
    expect(res.status).toBe(200);
    const mail = (await mailsTo(server, OWNER)).find((m) => m.subject === `${name} is now Certified`);
    expect(mail, name).toBeDefined();
    return { mail: mail!, businessId };
  };

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
    const alert = (await mailsTo(server, OWNER)).find(
      (m) => m.subject === "New contract opportunity: Origin roof repair",
    );
    expect(alert).toBeDefined();
    expect(alert!.links).toContain(`${localhost}/opportunities/${id}`);
    expect(alert!.links.some((l) => l.startsWith(`${localhost}/api/v1/unsubscribe?token=`))).toBe(true);
    for (const link of linksOf(alert!)) expect(link.startsWith(localhost)).toBe(true);
    // The poster is told nothing about their own opportunity; the admin signed in on 127.0.0.1 by default.
    expect(
      (await mailsTo(server, "poster@origin.test")).some((m) => m.subject.includes("Origin roof repair")),
    ).toBe(false);
  });

  it("sends the Preferred owners' opportunity alert to where its recipient signed in", async () => {
    await newUser(server, "preferred@origin.test");
    await addBusinesses(server.database.db, await userIdOf(server.database.db, "preferred@origin.test"), [
      "Origin Preferred Builders",
    ]);
    await onLocalhost("preferred@origin.test");
    const posted = await jsonCall(server, "POST", "/api/v1/opportunities", poster, {
      title: "Origin office fit-out",
      company_name: "Acme Corp",
      category: "construction",
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const alert = await mailTo(
      server,
      "preferred@origin.test",
      "New contract opportunity: Origin office fit-out",
    );
    // The alert of the first pass, naming the owner's Preferred business (not one for saved interests).
    expect(alert.text).toContain("Origin Preferred Builders");
    expectLinksOn(alert, localhost, [`/opportunities/${id}`]);
    expect(alert.links.some((l) => l.startsWith(`${localhost}/api/v1/unsubscribe?token=`))).toBe(true);
  });

  it("sends the NAICS-match opportunity alert to where its recipient signed in", async () => {
    const supplier = await newUser(server, "naics@origin.test");
    const [businessId] = await addBusinesses(
      server.database.db,
      await userIdOf(server.database.db, "naics@origin.test"),
      ["Origin Code Works"],
      "Free",
    );
    const profile = await jsonCall(server, "PUT", `/api/v1/businesses/${businessId}/procurement`, supplier, {
      naics_codes: ["541511"],
    });
    expect(profile.status).toBe(200);
    await onLocalhost("naics@origin.test");
    const posted = await jsonCall(server, "POST", "/api/v1/opportunities", poster, {
      title: "Origin booking app",
      company_name: "Acme Corp",
      naics_codes: ["541511"],
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const alert = await mailTo(server, "naics@origin.test", "New contract opportunity: Origin booking app");
    // The alert of the third pass, for the business's NAICS codes.
    expect(alert.text).toContain("matches the NAICS codes of Origin Code Works");
    expectLinksOn(alert, localhost, [`/opportunities/${id}`]);
    expect(alert.links.some((l) => l.startsWith(`${localhost}/api/v1/unsubscribe?token=`))).toBe(true);
  });

  it("tells the owner of a rejection and of a revocation with links to where they signed in", async () => {
    await onLocalhost(OWNER);
    const { businessId: rejectedId } = await seedPendingApplication(server, OWNER, {
      name: "Origin Cobbler",
    });
    const rejected = await jsonCall(
      server,
      "POST",
      `/api/v1/admin/certifications/${rejectedId}/decision`,
      admin,
      { decision: "rejected", notes: "The licence is unreadable." },
    );
    expect(rejected.status).toBe(200);
    const rejection = await mailTo(
      server,
      OWNER,
      "Your certification application for Origin Cobbler was not approved",
    );
    expectLinksOn(rejection, localhost, [`/certification/${rejectedId}`]);

    const { businessId } = await approvalMail("Origin Jeweller");
    const revoked = await jsonCall(
      server,
      "POST",
      `/api/v1/admin/certifications/${businessId}/revocation`,
      admin,
      {
        reason: "Licence withdrawn by the state board.",
      },
    );
    expect(revoked.status).toBe(200);
    const revocation = await mailTo(server, OWNER, "Origin Jeweller: Certified certification revoked");
    expectLinksOn(revocation, localhost, [`/certification/${businessId}`]);
  });

  it("tells a reviewer of the owner's response with a link to where the reviewer signed in", async () => {
    const reviewer = await newUser(server, "reviewer@origin.test");
    const businessId = await newBusiness(server, await userIdOf(server.database.db, OWNER), "Origin Diner");
    await onLocalhost("reviewer@origin.test");
    const written = await jsonCall(server, "POST", `/api/v1/businesses/${businessId}/reviews`, reviewer, {
      rating: 4,
      body: "Good grits, long wait.",
    });
    expect(written.status).toBe(201);
    const review = (await written.json()) as { id: string };
    // The owner answers from their own session, on 127.0.0.1.
    const answered = await jsonCall(server, "PUT", `/api/v1/reviews/${review.id}/response`, owner, {
      body: "Thank you! We added a cook.",
    });
    expect(answered.status).toBe(200);
    const mail = await mailTo(server, "reviewer@origin.test", "Origin Diner responded to your review");
    expectLinksOn(mail, localhost, [`/business/${businessId}#review-${review.id}`]);
  });

  it("tells the admins of a new application, and the applicant that it arrived, each where they signed in", async () => {
    const business = await insertBusiness(server.database.db, OWNER, "Origin Florist");
    await insertPaidPayment(server.database.db, business.id, "Certified");
    await onLocalhost("admin@origin.test");
    await onLocalhost(OWNER);
    const submitted = await jsonCall(
      server,
      "POST",
      `/api/v1/certification/${business.id}/applications`,
      owner,
      {
        tier: "Certified",
        affidavit: filledAffidavit({ businessName: "Origin Florist" }),
        signature: dataUrl(await signaturePng()),
      },
    );
    expect(submitted.status).toBe(201);
    const toAdmin = await mailTo(
      server,
      "admin@origin.test",
      "New certification application: Origin Florist",
    );
    expectLinksOn(toAdmin, localhost, ["/admin/certifications"]);
    const received = await mailTo(server, OWNER, "Application received: Origin Florist");
    expectLinksOn(received, localhost, [`/certification/${business.id}`]);
  });

  it("sends the receipt of the owner's own payment to where they signed in", async () => {
    const business = await seedCertifiedBusiness(server, OWNER, { name: "Origin Barber" });
    await onLocalhost(OWNER);
    // The checkout, its payment and its verification come from the owner's session on 127.0.0.1.
    const checkout = await jsonCall(server, "POST", "/api/v1/payments/checkout", owner, {
      business_id: business.id,
      certification_tier: "Certified",
      is_renewal: true,
    });
    expect(checkout.status).toBe(200);
    const session = /^\/pay\/(sim_[0-9a-f-]{36})$/.exec(
      ((await checkout.json()) as { url: string }).url,
    )?.[1];
    expect(session).toBeTruthy();
    const paid = await jsonCall(server, "POST", `/api/v1/payments/simulator/${session}`, owner, {
      outcome: "paid",
    });
    expect(paid.status).toBe(200);
    const verified = await jsonCall(server, "POST", "/api/v1/payments/verify", owner, {
      session_id: session,
    });
    expect(verified.status).toBe(200);
    const receipt = await mailTo(server, OWNER, "Payment receipt: Certified certification for Origin Barber");
    expectLinksOn(receipt, localhost, ["/dashboard"]);
  });

  it("sends a Contact page message to the operator's account where it signed in", async () => {
    await newUser(server, CONTACT);
    await onLocalhost(CONTACT);
    const sent = await jsonCall(server, "POST", "/api/v1/contact-messages", "", {
      name: "Amara Okafor",
      email: "amara@example.com",
      subject: "Origin question",
      message: "How do I add a second location?",
    });
    expect(sent.status).toBe(201);
    const mail = await mailTo(server, CONTACT, "Contact form: Origin question");
    expectLinksOn(mail, localhost, []);
  });

  it("tells the owner of an address someone signs up with again where the owner signs in", async () => {
    await onLocalhost(OWNER);
    // Someone else, on 127.0.0.1, tries to create an account with the owner's address.
    expect((await signUp(server, OWNER)).status).toBe(200);
    const mail = await mailTo(server, OWNER, "You already have a Ujamaa account");
    expectLinksOn(mail, localhost, ["/auth", "/auth?mode=reset"]);
  });

  it("sends the lifecycle job's renewal reminder and lapse notice to where the owner signed in", async () => {
    // Approved in 2025: its year ends long before any other certification here is due, so the job tells only it.
    const approved = new Date("2025-06-02T12:00:00Z");
    const business = await approvedAt(server, admin, OWNER, { name: "Origin Optician", at: approved });
    const expires = business.certificationExpiresAt!.getTime();
    await onLocalhost(OWNER);

    setClock(server, new Date(expires - 6 * DAY));
    await runLifecycleJob(server);
    const reminder = await mailTo(
      server,
      OWNER,
      "Origin Optician: Certified certification expires in 7 days",
    );
    expectLinksOn(reminder, localhost, [`/renew/${business.id}`]);

    setClock(server, new Date(expires + DAY));
    await runLifecycleJob(server);
    const lapse = await mailTo(server, OWNER, "Origin Optician: Certified certification expired");
    expectLinksOn(lapse, localhost, [`/renew/${business.id}`]);
  });
});

/**
 * Mail a Stripe webhook causes (no one's session in the request): a subscription's yearly charge,
 * paid (to its payer) or failed (to the business's owner), is told where its recipient last signed
 * in. Here one person is both. Stripe's API is a local stand-in; the events are signed locally.
 */
describe.each(engines())("links in mail Stripe's webhook causes, without BASE_URL, on %s", (engine) => {
  const PAYER = "payer@origin.test";
  let stripe: { server: Server; url: string };
  let server: TestServer;
  let localhost: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    await newUser(server, PAYER);
    localhost = `http://localhost:${new URL(server.url).port}`;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => stripe.server.close(() => resolve()));
  });

  /**
   * A certified business of the payer whose yearly payments run on the Stripe subscription
   * `subscriptionId`; the payer then signs in on localhost.
   */
  async function subscribed(name: string, subscriptionId: string) {
    const business = await seedCertifiedBusiness(server, PAYER, { name });
    await server.database.db.insert(payments).values({
      businessId: business.id,
      userId: await userIdOf(server.database.db, PAYER),
      tier: "Certified",
      isRenewal: true,
      provider: "stripe",
      providerSessionId: `cs_test_${subscriptionId}`,
      providerSubscriptionId: subscriptionId,
      status: "paid",
      amountCents: 34_800,
      paidAt: new Date(),
    });
    expect(await signInOn(server, `localhost:${new URL(server.url).port}`, PAYER)).toBe(200);
    return business;
  }
  const invoice = (id: string, subscription: string, paid: boolean) => ({
    id,
    object: "invoice",
    status: paid ? "paid" : "open",
    billing_reason: "subscription_cycle",
    subscription,
    amount_paid: paid ? 34_800 : 0,
    amount_due: 34_800,
    currency: "usd",
  });

  it("sends the receipt of a yearly charge to where the payer signed in", async () => {
    await subscribed("Origin Yearly Salon", "sub_origin_paid");
    const res = await deliverStripeEvent(server, {
      id: "evt_origin_paid",
      type: "invoice.paid",
      object: invoice("in_origin_paid", "sub_origin_paid", true),
    });
    expect(res.status).toBe(200);
    const receipt = await mailTo(
      server,
      PAYER,
      "Payment receipt: Certified certification for Origin Yearly Salon",
    );
    expectLinksOn(receipt, localhost, ["/dashboard"]);
  });

  it("sends a failed yearly charge's notice, with where to pay it, to where the payer signed in", async () => {
    await subscribed("Origin Declined Cafe", "sub_origin_failed");
    // No hosted invoice page from Stripe: the pay link is the site's own.
    const res = await deliverStripeEvent(server, {
      id: "evt_origin_failed",
      type: "invoice.payment_failed",
      object: invoice("in_origin_failed", "sub_origin_failed", false),
    });
    expect(res.status).toBe(200);
    const mail = await mailTo(server, PAYER, "Origin Declined Cafe: the yearly payment failed");
    expectLinksOn(mail, localhost, ["/pay-invoice/in_origin_failed"]);
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
