import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  accounts,
  businesses,
  certificationNotices,
  contractOpportunities,
  reviews,
  sessions,
  users,
} from "~/server/db/schema";
import { JOB_SCHEMA } from "~/server/jobs/job-queue";
import { unsubscribeToken } from "~/server/mail/unsubscribe-token";
import { filledAffidavit } from "../support/affidavit";
import { settleJobs } from "../support/jobs";
import type { TestServer } from "../support/test-server";
import { jsonCall, newUser, PASSWORD, signIn, signUp } from "./accounts-fixture";
import { phoneUser } from "./accounts-phone-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";
import {
  dataUrl,
  insertBusiness,
  insertPaidPayment,
  insertTemplate,
  PDF,
  signaturePng,
} from "./certification-fixture";
import { notify, userIdOf } from "./notifications-fixture";

/**
 * Who asks, in every cell of the authorization matrix: a visitor; owner A, whose objects fill the
 * paths; owner B, signed in with objects of their own, acting on A's; an admin; an account made by
 * phone alone; and an account whose e-mail is not confirmed yet (it can sign in: requireEmailVerification
 * is off). The last two expect what `other` expects unless a row says otherwise.
 */
export const ROLES = ["anonymous", "owner", "other", "admin", "phoneOnly", "unconfirmed"] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, "anonymous">;

const DOMAIN = "matrix.test";
export const MATRIX_ENV = {
  ADMIN_EMAILS: `admin@${DOMAIN}`,
  AUTH_RATE_LIMIT: "false",
  // The contact form allows 5 messages per address an hour: each of its cells names its own address.
  TRUSTED_PROXY_HOPS: "1",
};
const EMAIL = {
  owner: `owner@${DOMAIN}`,
  other: `other@${DOMAIN}`,
  admin: `admin@${DOMAIN}`,
  unconfirmed: `unconfirmed@${DOMAIN}`,
} as const;
const PHONE_ONLY = "+12015550177";

export const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Valid bodies, as the forms send them (tests/api/businesses-write.test.ts, opportunities.test.ts). */
export const BUSINESS_FORM = {
  name: "Lenox Coffee",
  category: "Restaurant",
  sub_category: "Cafe",
  description: "Coffee and pastries.",
  country: "United States",
  address: "100 Lenox Ave",
  city: "New York",
  state: "NY",
  zip_code: "10027",
  phone: "(212) 555-0100",
  email: "hello@lenox.example",
  website: "https://lenox.example",
  certification_tier: "Free",
  business_hours: { Monday: { open: "08:00", close: "18:00", closed: false } },
};
export const STOREFRONT_FORM = {
  name: "Kente Threads",
  description: "Hand-woven cloth.",
  category: "Retail",
  social_media: { instagram: "https://instagram.com/kente" },
};
export const OPPORTUNITY_FORM = {
  title: "Website redesign",
  company_name: "Acme Corp",
  description: "A new site for our stores.",
  budget_min: 5000,
  budget_max: 10000,
  deadline: dateIn(30),
  location: "Atlanta, GA",
  category: "technology",
  requirements: ["React", "Accessibility"],
};
export const CONTACT_FORM = {
  name: "Ada Visitor",
  email: "ada@example.com",
  subject: "Hello",
  message: "A question about certification.",
};

/** Names only A's own objects carry, to look for where they must not show. */
export const A_BUSINESS_NAME = "Abeni Soul Kitchen";
/** The street address of A's home-based business, which shows only its area: never in a public answer. */
export const A_HOME_STREET = "17 Quiet Cedar Lane";
export const A_HOME_BUSINESS = "Abeni Home Bakes";
export const A_NOTICE_TITLE = "Notice for Abeni";
/** A past customer A hid in A's business's procurement profile: only A and admins read it. */
export const A_HIDDEN_CUSTOMER = "Abeni Confidential Buyer";
/** An other certification's fields (multipart, beside its file). */
export const OTHER_CERTIFICATION_FORM = {
  kind: "nmsdc_mbe",
  certifier: "Georgia Minority Supplier Development Council",
  number: "ATL-2025-0042",
  expires_on: "2030-06-30",
};
/** A's business's procurement profile, with a hidden customer (a PUT of it keeps that customer). */
export const PROCUREMENT_FORM = {
  naics_codes: ["722511"],
  capabilities: "Catering for offices.",
  service_areas: [{ country: "US", region: "GA" }],
  past_performance: [
    { customer: A_HIDDEN_CUSTOMER, scope: "Staff lunches", year: 2024, hide_customer: true },
  ],
};

export type Png = Buffer;

/** Owner A's objects: every path of the matrix names one of these (or a fresh one made per cell). */
export type OwnerObjects = {
  userId: string;
  /** Active, with a logo and a banner, an uploaded certification draft, analytics. */
  business: { id: string };
  /** Hidden from the directory (is_active false): found only by its owner and admins. */
  hidden: { id: string };
  /** Home-based (show_area_only): its street address A_HOME_STREET only for its owner and admins. */
  areaOnly: { id: string };
  storefront: { id: string };
  opportunity: { id: string };
  /** Closed (is_active false): found only by its poster and admins. */
  closedOpportunity: { id: string };
  /** B's answer to A's opportunity: A decides on it; only A (its poster), B (its author) and admins read it. */
  answerToA: { id: string; responseId: string };
  /** A's answer, for A's business, to B's opportunity. */
  answer: { id: string; responseId: string };
  /** An other certification on A's business (its file only for A and admins). */
  otherCertification: { id: string; certId: string };
  /** A's vendor list, matched: its row 2 a possible match (A's business by name alone). */
  vendorList: { id: string; row: string };
  /** Approved by an admin: a certificate number, a used first-year payment, a notification. */
  certified: { id: string; certificateNumber: string };
  /** A submitted application under review, with two documents. */
  pending: { id: string; documentIds: string[]; privateFileKey: string };
  /** A first-year checkout paid on the local test checkout (verify completes it). */
  paidSession: string;
  /** A checkout still open: the /pay page's session. */
  openSession: string;
  unsubscribeToken: string;
};

export type World = {
  server: TestServer;
  cookies: Record<Role, string>;
  userIds: Record<SignedInRole, string>;
  a: OwnerObjects;
  b: { userId: string; business: { id: string }; opportunity: { id: string } };
  /** The Certified tier's one required document (an admin template). */
  licenseTemplateId: string;
  png: Png;
  signature: string;
  /** Objects made anew for one cell, so that an allowed change or deletion leaves the rest as it was. */
  fresh: ReturnType<typeof freshMakers>;
};

/** A small PNG, as an image upload sends it. */
export const pngOf = (color = "#2a6") =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A multipart form with one file field (and other text fields). */
export function formWith(
  field: string,
  file: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

/** A vendor file of one vendor, named as A's business and nothing else: a possible match. */
export const vendorFile = (name = "vendors.csv") =>
  formWith("file", {
    bytes: new TextEncoder().encode(`Vendor Name,City\r\n${A_VENDOR},Newark\r\n`),
    name,
    type: "text/csv",
  });
/** The vendor in A's vendor list: only A and admins read it. */
export const A_VENDOR = A_BUSINESS_NAME;
/** The file name of A's vendor list. */
export const A_VENDOR_FILE = "a-vendors.csv";

async function ok<T>(res: Response | Promise<Response>, what: string, status = [200, 201]): Promise<T> {
  const answer = await res;
  if (!status.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${await answer.text()}`);
  const text = await answer.text();
  return (text ? JSON.parse(text) : null) as T;
}

const upload = (server: TestServer, method: string, url: string, cookie: string, form: FormData) =>
  server.api(url, { method, body: form, headers: { cookie } });

const sessionOf = (url: string) => {
  const session = /\/pay\/(sim_[0-9a-f-]{36})$/.exec(url)?.[1];
  if (!session) throw new Error(`not a local checkout URL: ${url}`);
  return session;
};

/** Makers of fresh objects, for the rows whose allowed cells change or delete what they act on. */
function freshMakers(server: TestServer, ownerCookie: string, licenseTemplateId: string, signature: string) {
  const { db } = server.database;
  const api = (method: string, url: string, body?: unknown) =>
    jsonCall(server, method, url, ownerCookie, body);
  const business = async () => (await insertBusiness(db, EMAIL.owner, `Fresh ${randomUUID()}`)).id;
  const draftDocument = async (businessId: string) =>
    (
      await ok<{ id: string }>(
        upload(
          server,
          "POST",
          `/api/v1/certification/${businessId}/documents`,
          ownerCookie,
          formWith(
            "file",
            { bytes: PDF, name: "license.pdf", type: "application/pdf" },
            {
              template_id: licenseTemplateId,
            },
          ),
        ),
        "draft upload",
      )
    ).id;
  let phonesGiven = 0;
  const openCheckout = async (businessId?: string) => {
    const id = businessId ?? (await business());
    const { url } = await ok<{ url: string }>(
      api("POST", "/api/v1/payments/checkout", {
        business_id: id,
        certification_tier: "Certified",
        is_renewal: false,
      }),
      "checkout",
    );
    return sessionOf(url);
  };
  return {
    /** A business of A's (uncertified, active). */
    business,
    /** A business of A's with an approved Certified certification, valid for months (one to revoke). */
    certifiedBusiness: async () => {
      const id = await business();
      await db
        .update(businesses)
        .set({
          certificationTier: "Certified",
          certificationStatus: "approved",
          isVerified: true,
          certificationExpiresAt: new Date(Date.now() + 200 * 86_400_000),
        })
        .where(eq(businesses.id, id));
      return id;
    },
    /** A yearly charge of A's that failed, as the webhook records it (decision 045): its invoice id. */
    failedInvoice: async (businessId: string) => {
      const invoiceId = `in_${randomUUID().replaceAll("-", "")}`;
      await db.insert(certificationNotices).values({
        businessId,
        kind: "payment_failed",
        key: invoiceId,
        link: "https://invoice.stripe.com/i/acct_matrix/test",
      });
      return invoiceId;
    },
    opportunity: async () =>
      (await ok<{ id: string }>(api("POST", "/api/v1/opportunities", OPPORTUNITY_FORM), "opportunity")).id,
    /** An open opportunity posted by B, which A may answer. */
    othersOpportunity: async () => {
      const [b] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL.other));
      const [row] = await db
        .insert(contractOpportunities)
        .values({ title: `B's bid ${randomUUID()}`, companyName: "B Corp", createdBy: b!.id })
        .returning({ id: contractOpportunities.id });
      return row!.id;
    },
    /** A's answer (for a fresh business of A's) to a fresh opportunity of B's, with `files` PDFs attached. */
    answer: async (files = 0) => {
      const [b] = await db.select({ id: users.id }).from(users).where(eq(users.email, EMAIL.other));
      const [row] = await db
        .insert(contractOpportunities)
        .values({ title: `B's bid ${randomUUID()}`, companyName: "B Corp", createdBy: b!.id })
        .returning({ id: contractOpportunities.id });
      const id = row!.id;
      const made = await ok<{ id: string }>(
        api("POST", `/api/v1/opportunities/${id}/responses`, {
          business_id: await business(),
          message: "A's answer.",
        }),
        "answer",
      );
      let fileId = "";
      for (let i = 0; i < files; i++) {
        const withFile = await ok<{ files: { id: string }[] }>(
          upload(
            server,
            "POST",
            `/api/v1/opportunities/${id}/responses/${made.id}/files`,
            ownerCookie,
            formWith("file", { bytes: PDF, name: "quote.pdf", type: "application/pdf" }),
          ),
          "attachment",
        );
        fileId = withFile.files.at(-1)!.id;
      }
      return { id, responseId: made.id, fileId };
    },
    /** A vendor list of A's, uploaded (its matching job queued): its id. */
    vendorList: async () => {
      const made = await ok<{ id: string }>(
        upload(server, "POST", "/api/v1/vendor-lists", ownerCookie, vendorFile(A_VENDOR_FILE)),
        "vendor list",
        [202],
      );
      return { id: made.id };
    },
    /** An other certification (with its PDF) on a fresh business of A's: the business's and its ids. */
    otherCertification: async () => {
      const id = await business();
      const made = await ok<{ id: string }>(
        upload(
          server,
          "POST",
          `/api/v1/businesses/${id}/other-certifications`,
          ownerCookie,
          formWith(
            "file",
            { bytes: PDF, name: "mbe.pdf", type: "application/pdf" },
            OTHER_CERTIFICATION_FORM,
          ),
        ),
        "other certification",
      );
      return { id, certId: made.id };
    },
    /** A business of A's with a logo and a banner. */
    businessWithImages: async (png: Png) => {
      const id = await business();
      for (const slot of ["logo", "banner"])
        await ok(
          upload(
            server,
            "PUT",
            `/api/v1/businesses/${id}/${slot}`,
            ownerCookie,
            formWith("file", {
              bytes: png,
              name: "a.png",
              type: "image/png",
            }),
          ),
          slot,
        );
      return id;
    },
    /** A draft document of A's (not submitted): its business and its id. */
    draftDocument: async () => {
      const businessId = await business();
      return { businessId, documentId: await draftDocument(businessId) };
    },
    /** A business of A's whose Certified first year is paid and whose required document is uploaded. */
    readyToSubmit: async () => {
      const id = await business();
      await insertPaidPayment(db, id, "Certified");
      await draftDocument(id);
      return id;
    },
    submitBody: () => ({ tier: "Certified", affidavit: filledAffidavit(), signature }),
    /** A business of A's with a submitted application under review. */
    pendingApplication: async () =>
      (await seedPendingApplication(server, EMAIL.owner, { name: `Pending ${randomUUID()}`, complete: true }))
        .businessId,
    /** A local checkout of A's still open (pending): its session id. */
    openCheckout,
    /** Another signed-in session of A's: its id. */
    ownerSession: async () => {
      await signIn(server, EMAIL.owner);
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, await userIdOf(db, EMAIL.owner)))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return row!.id;
    },
    /** An OpenID Connect identity linked to A's account (beside A's password): its id. */
    ownerIdentity: async () => {
      const id = randomUUID();
      await db.insert(accounts).values({
        id,
        accountId: `sub-${id}`,
        providerId: "acme",
        userId: await userIdOf(db, EMAIL.owner),
      });
      return id;
    },
    /** An admin template (a Verified tier form, so the Certified requirements stay as they are). */
    template: async () =>
      (
        await insertTemplate(
          { db, storage: server.runtime.storage },
          "Verified",
          "tax_id",
          `Form ${randomUUID()}`,
        )
      ).id,
    /** A job that failed its last attempt (a delivered e-mail marked dead): its id. */
    deadJob: async () => {
      const id = await server.runtime.jobs.enqueue(db, "send-mail", {
        to: EMAIL.owner,
        subject: "A job to retry",
        text: "Sent again when an admin retries it.",
      });
      await settleJobs(server.database);
      await server.database.raw.query(
        `update ${JOB_SCHEMA}.job set state = 'failed', output = '{"message":"planted failure"}'::jsonb
          where id = $1::uuid`,
        [id],
      );
      return id;
    },
    /** An unread notification of A's: its id (an allowed "read" or "read all" leaves the world's one read). */
    ownerNotification: async () =>
      (await notify(db, await userIdOf(db, EMAIL.owner), `Notice ${randomUUID()}`, "/dashboard")).id,
    /** The path of a business's logo now (an allowed upload replaces the file, and the old one is deleted). */
    logoPath: async (businessId: string) => {
      const business = await ok<{ logo_url: string | null }>(
        api("GET", `/api/v1/businesses/${businessId}`),
        "read",
      );
      if (!business.logo_url) throw new Error("the business has no logo");
      return new URL(business.logo_url, server.url).pathname;
    },
    /** A review of A's business by a customer of its own (a confirmed account): its id. */
    reviewOfA: async () => {
      const authorId = `reviewer-${randomUUID()}`;
      await db.insert(users).values({
        id: authorId,
        name: "Rita Reviewer",
        email: `${authorId}@example.com`,
        emailVerified: true,
      });
      const [row] = await db
        .insert(reviews)
        .values({ businessId: await business(), authorId, rating: 4, body: "Good coffee." })
        .returning({ id: reviews.id });
      return row!.id;
    },
    /** A review written by A, of a business that is not A's: its id. */
    reviewByA: async () => {
      const [place] = await db
        .insert(businesses)
        .values({ name: `Reviewed ${randomUUID()}`, category: "Restaurant" })
        .returning({ id: businesses.id });
      const [row] = await db
        .insert(reviews)
        .values({
          businessId: place!.id,
          authorId: await userIdOf(db, EMAIL.owner),
          rating: 5,
          body: "Lovely.",
        })
        .returning({ id: reviews.id });
      return row!.id;
    },
    /** Gives the account a confirmed phone number (the one a phone-only account signs in with stays). */
    phoneFor: async (userId: string) => {
      phonesGiven += 1;
      await db
        .update(users)
        .set({
          phoneNumber: `+120255501${String(phonesGiven).padStart(2, "0")}`,
          phoneNumberVerified: true,
        })
        .where(and(eq(users.id, userId), sql`${users.phoneNumber} is null`));
    },
  };
}

/**
 * The world of the matrix, built once per engine through the API wherever the API can build it (and
 * with the shared fixtures where it takes an admin's tools or a paid checkout): owner A, owner B, an
 * admin, a phone-only account and an unconfirmed one, and A's objects of every kind.
 */
export async function buildWorld(server: TestServer): Promise<World> {
  const { db } = server.database;
  const [owner, other, admin] = await Promise.all([
    newUser(server, EMAIL.owner),
    newUser(server, EMAIL.other),
    newUser(server, EMAIL.admin),
  ]);
  const phoneOnly = await phoneUser(server, PHONE_ONLY);
  const unconfirmedSignUp = await signUp(server, EMAIL.unconfirmed);
  if (unconfirmedSignUp.status !== 200) throw new Error(`sign-up ${unconfirmedSignUp.status}`);
  const unconfirmed = await signIn(server, EMAIL.unconfirmed, PASSWORD);
  const cookies: Record<Role, string> = {
    anonymous: "",
    owner: owner!,
    other: other!,
    admin: admin!,
    phoneOnly,
    unconfirmed,
  };
  const me = async (cookie: string) =>
    (await ok<{ id: string }>(jsonCall(server, "GET", "/api/v1/me", cookie), "me")).id;
  const userIds = {
    owner: await userIdOf(db, EMAIL.owner),
    other: await userIdOf(db, EMAIL.other),
    admin: await userIdOf(db, EMAIL.admin),
    phoneOnly: await me(phoneOnly),
    unconfirmed: await userIdOf(db, EMAIL.unconfirmed),
  };

  const license = await insertTemplate(
    { db, storage: server.runtime.storage },
    "Certified",
    "business_license",
    "Business License Form",
  );
  const png = await pngOf();
  const signature = dataUrl(await signaturePng());
  const fresh = freshMakers(server, owner!, license.id, signature);
  const as = (cookie: string) => (method: string, url: string, body?: unknown) =>
    jsonCall(server, method, url, cookie, body);
  const asA = as(owner!);
  const asB = as(other!);
  const asAdmin = as(admin!);

  // A's business: created through the form, with a logo and a banner and a certification draft.
  const business = await ok<{ id: string }>(
    asA("POST", "/api/v1/businesses", { ...BUSINESS_FORM, name: A_BUSINESS_NAME }),
    "business",
  );
  for (const slot of ["logo", "banner"])
    await ok(
      upload(
        server,
        "PUT",
        `/api/v1/businesses/${business.id}/${slot}`,
        owner!,
        formWith("file", {
          bytes: png,
          name: "a.png",
          type: "image/png",
        }),
      ),
      slot,
    );
  await ok(
    upload(
      server,
      "POST",
      `/api/v1/certification/${business.id}/documents`,
      owner!,
      formWith(
        "file",
        { bytes: PDF, name: "license.pdf", type: "application/pdf" },
        { template_id: license.id },
      ),
    ),
    "draft",
  );
  await ok(
    jsonCall(server, "POST", `/api/v1/businesses/${business.id}/events`, "", { kind: "website_click" }),
    "event",
    [204],
  );

  await ok(asA("PUT", `/api/v1/businesses/${business.id}/procurement`, PROCUREMENT_FORM), "procurement");
  const otherCertification = await ok<{ id: string }>(
    upload(
      server,
      "POST",
      `/api/v1/businesses/${business.id}/other-certifications`,
      owner!,
      formWith("file", { bytes: PDF, name: "mbe.pdf", type: "application/pdf" }, OTHER_CERTIFICATION_FORM),
    ),
    "other certification",
  );

  const vendorList = await fresh.vendorList();

  const hidden = await ok<{ id: string }>(
    asA("POST", "/api/v1/businesses", { ...BUSINESS_FORM, name: "Hidden Bakery" }),
    "hidden",
  );
  await ok(asA("PUT", `/api/v1/businesses/${hidden.id}/active`, { is_active: false }), "hide");
  const areaOnly = await ok<{ id: string }>(
    asA("POST", "/api/v1/businesses", {
      ...BUSINESS_FORM,
      name: A_HOME_BUSINESS,
      address: A_HOME_STREET,
      show_area_only: true,
    }),
    "area only",
  );
  const storefront = await ok<{ id: string }>(
    asA("POST", "/api/v1/storefronts", STOREFRONT_FORM),
    "storefront",
  );
  const opportunity = await ok<{ id: string }>(asA("POST", "/api/v1/opportunities", OPPORTUNITY_FORM), "opp");
  const closed = await ok<{ id: string }>(
    asA("POST", "/api/v1/opportunities", { ...OPPORTUNITY_FORM, title: "Closed bid" }),
    "closed",
  );
  await ok(asA("PATCH", `/api/v1/opportunities/${closed.id}`, { is_active: false }), "close");

  // Certified: a complete application (paid first year, signature, documents), approved by the admin.
  const certifiedSeed = await seedPendingApplication(server, EMAIL.owner, {
    name: "Certified Goods",
    complete: true,
  });
  await ok(
    asAdmin("POST", `/api/v1/admin/certifications/${certifiedSeed.businessId}/decision`, {
      decision: "approved",
      notes: "All in order.",
    }),
    "approval",
  );
  const pendingSeed = await seedPendingApplication(server, EMAIL.owner, {
    name: "Pending Goods",
    complete: true,
  });

  // Payments on the local test checkout: one paid (not yet verified), one left open.
  const paidSession = await fresh.openCheckout();
  await ok(asA("POST", `/api/v1/payments/simulator/${paidSession}`, { outcome: "paid" }), "pay");
  const openSession = await fresh.openCheckout();

  await notify(db, userIds.owner, A_NOTICE_TITLE, "/dashboard");

  // B: an owner too, with a business and an opportunity of their own.
  const bBusiness = await ok<{ id: string }>(
    asB("POST", "/api/v1/businesses", { ...BUSINESS_FORM, name: "B's Barbers" }),
    "b business",
  );
  const bOpportunity = await ok<{ id: string }>(
    asB("POST", "/api/v1/opportunities", OPPORTUNITY_FORM),
    "b opp",
  );

  const answerToA = await ok<{ id: string }>(
    asB("POST", `/api/v1/opportunities/${opportunity.id}/responses`, {
      business_id: bBusiness.id,
      message: "B's answer to A.",
    }),
    "answer to A",
  );
  const aAnswer = await ok<{ id: string }>(
    asA("POST", `/api/v1/opportunities/${bOpportunity.id}/responses`, {
      business_id: business.id,
      message: "A's answer to B.",
    }),
    "A's answer",
  );

  const [certified] = await db
    .select({ number: businesses.certificateNumber })
    .from(businesses)
    .where(eq(businesses.id, certifiedSeed.businessId));
  const certificateNumber = certified?.number;
  if (!certificateNumber) throw new Error("the approval gave no certificate number");
  await settleJobs(server.database);
  return {
    server,
    cookies,
    userIds,
    a: {
      userId: userIds.owner,
      business: { id: business.id },
      hidden: { id: hidden.id },
      areaOnly: { id: areaOnly.id },
      storefront: { id: storefront.id },
      opportunity: { id: opportunity.id },
      closedOpportunity: { id: closed.id },
      answerToA: { id: opportunity.id, responseId: answerToA.id },
      answer: { id: bOpportunity.id, responseId: aAnswer.id },
      otherCertification: { id: business.id, certId: otherCertification.id },
      vendorList: { id: vendorList.id, row: "2" },
      certified: { id: certifiedSeed.businessId, certificateNumber },
      pending: {
        id: pendingSeed.businessId,
        documentIds: pendingSeed.documents.map((d) => d.id),
        privateFileKey: pendingSeed.documents[0]!.filePath,
      },
      paidSession,
      openSession,
      unsubscribeToken: unsubscribeToken(server.runtime.linkSecret, userIds.owner, "contract-notifications"),
    },
    b: { userId: userIds.other, business: bBusiness, opportunity: bOpportunity },
    licenseTemplateId: license.id,
    png,
    signature,
    fresh,
  };
}

/**
 * Everything the app keeps, in one fingerprint per table: every table of the app's schema, the job
 * queue's jobs (id and state) and the stored files. A refused write must leave every one of them as
 * it was. Background jobs are settled first, so that an earlier allowed write's e-mail is not taken
 * for a change.
 */
export async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  await settleJobs(server.database);
  const { rows: tables } = await server.database.raw.query(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables.map(
    (t) =>
      `select '${String(t.name)}' as name, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as hash
         from public."${String(t.name)}" x`,
  );
  parts.push(
    `select 'job queue' as name, md5(coalesce(string_agg(id::text || ':' || state::text, ',' order by id), '')) as hash
       from ${JOB_SCHEMA}.job`,
  );
  const { rows } = await server.database.raw.query(parts.join("\nunion all\n"));
  const result: Record<string, string> = Object.fromEntries(
    rows.map((r) => [String(r.name), String(r.hash)]),
  );
  result["stored files"] = storedFiles(server.filesDir).join("\n");
  return result;
}

function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .map((f) => `${f}:${fs.statSync(path.join(dir, f)).size}`)
    .sort();
}
