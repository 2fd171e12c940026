import {
  A_BUSINESS_NAME,
  A_HIDDEN_CUSTOMER,
  A_HOME_BUSINESS,
  A_HOME_STREET,
  A_NOTICE_TITLE,
  A_VENDOR,
  A_VENDOR_FILE,
  BUSINESS_FORM,
  CONTACT_FORM,
  formWith,
  OPPORTUNITY_FORM,
  OTHER_CERTIFICATION_FORM,
  PROCUREMENT_FORM,
  type Role,
  STOREFRONT_FORM,
  vendorFile,
  type World,
} from "./authorization-matrix-world";
import { PDF } from "./certification-fixture";

/*
 * THE AUTHORIZATION MATRIX: every operation of the API and every page, with the answer each role gets.
 * authorization-matrix.test.ts runs every cell over HTTP on each engine, and fails when an operation of
 * the OpenAPI document, a route mounted beside it or a page route has no row here (and when a row names
 * one that is gone).
 *
 * To add a row (a new endpoint): copy the row of a similar operation into API_MATRIX, in its group:
 *   { op: "METHOD /path/{param}" exactly as in /api/v1/openapi.json,
 *     expect: e(anonymous, owner, other, admin),           // or PUBLIC, SIGNED_IN, ADMINS, OWNER_OR_ADMIN
 *     request: (w, role) => ({ params: { param: w.a.… }, json: { … } }) }
 * A new page goes into PAGE_MATRIX ("GET /path/:param" as in src/web/routes.ts, redirects as "302 /auth");
 * a route mounted outside the OpenAPI document into OUTSIDE_OPENAPI_MATRIX (its full path). A new kind
 * of object goes into the world (authorization-matrix-world.ts: A's objects, or a fresh-object maker).
 * - owner is A acting on A's object (the path's params are A's), other is B (signed in, with objects of
 *   their own) acting on A's; for /me operations each acts on their own account.
 * - phone-only and unconfirmed accounts expect what `other` does; name them in e(…, { phoneOnly: … })
 *   only where they differ.
 * - send a valid body, so that a refusal is about who asks, not about what was sent: the owner's or the
 *   admin's 2xx shows that it is valid.
 * - when an allowed cell changes or removes its object, make a fresh one per cell in `request` (w.fresh…).
 * - every write a role is refused must change nothing: the test compares the whole database, the job
 *   queue and the stored files before and after.
 * - `case` adds a second row for the same operation on another kind of object (a hidden business).
 * - `unseen` names text of A's that some roles must not find in an answer they are allowed (their own lists);
 *   `shownTo` the roles whose answer must show it (A alone unless it says otherwise; none for a public list).
 */

/** An expected answer: a status, or a redirect with where it goes ("302 /auth"). */
export type Expected = number | `${number} ${string}`;
export type Cells = Record<"anonymous" | "owner" | "other" | "admin", Expected> &
  Partial<Record<"phoneOnly" | "unconfirmed", Expected>>;

export type RequestSpec = {
  /** The path's {params} (API) or :params (pages). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  body?: string;
  headers?: Record<string, string>;
  /** The whole path, for routes whose pattern ends in a wildcard (/files/public/*). */
  path?: string;
};

export type MatrixRow = {
  /** "METHOD /path": API rows as in the OpenAPI document (under /api/v1), others as mounted. */
  op: string;
  case?: string;
  expect: Cells;
  request?: (w: World, role: Role) => RequestSpec | Promise<RequestSpec>;
  /**
   * Text of A's that these roles must not find in the answer (a list of one's own, say, showing A's);
   * A's own answer must show it.
   */
  unseen?: { by: Role[]; text: string; shownTo?: Role[] };
};

/** Those who are neither A nor an admin, signed in or not. */
const NOT_A: Role[] = ["anonymous", "other", "phoneOnly", "unconfirmed"];
/** Everyone: what no answer may show. */
const EVERYONE: Role[] = [...NOT_A, "owner", "admin"];
/** A home-based business's street address: only its owner and admins read it, in their own views. */
const HOME_STREET_MANAGED = { by: NOT_A, text: A_HOME_STREET, shownTo: ["owner", "admin"] as Role[] };
/** …and in a public list or file, nobody (whoever asks, it is the public answer). */
const HOME_STREET_PUBLIC = { by: EVERYONE, text: A_HOME_STREET, shownTo: [] };

/** The expected answers: anonymous, owner A, other owner B on A's objects, admin; then any that differ. */
export const e = (
  anonymous: Expected,
  owner: Expected,
  other: Expected,
  admin: Expected,
  differ: Partial<Record<"phoneOnly" | "unconfirmed", Expected>> = {},
): Cells => ({ anonymous, owner, other, admin, ...differ });

const PUBLIC = e(200, 200, 200, 200);
const SIGNED_IN = e(401, 200, 200, 200);
const ADMINS = e(401, 403, 403, 200);
const OWNER_OR_ADMIN = e(401, 200, 403, 200);

const png = (w: World) => formWith("file", { bytes: w.png, name: "photo.png", type: "image/png" });
const pdf = (field = "file") => ({ field, file: { bytes: PDF, name: "form.pdf", type: "application/pdf" } });
/** A signed-in role's own user id (for /me rows that give the account something first). */
const userOf = (w: World, role: Role) => (role === "anonymous" ? null : w.userIds[role]);

/** Every operation of /api/v1/openapi.json (paths under /api/v1). */
export const API_MATRIX: MatrixRow[] = [
  // Categories and the signed-in account (each acts on their own account).
  { op: "GET /categories", expect: PUBLIC },
  { op: "GET /places", expect: PUBLIC, request: () => ({ query: { q: "Atlanta" } }) },
  { op: "GET /me", expect: SIGNED_IN },
  { op: "PATCH /me", expect: SIGNED_IN, request: (_, role) => ({ json: { full_name: `Person ${role}` } }) },
  {
    op: "POST /me/avatar",
    expect: SIGNED_IN,
    request: (w) => ({ form: formWith("avatar", { bytes: w.png, name: "me.png", type: "image/png" }) }),
  },
  { op: "PUT /me/walkthrough", expect: SIGNED_IN, request: () => ({ json: { completed: true } }) },
  { op: "PUT /me/language", expect: SIGNED_IN, request: () => ({ json: { language: "fr" } }) },
  { op: "GET /me/analytics", expect: SIGNED_IN, unseen: { by: NOT_A, text: A_BUSINESS_NAME } },
  {
    // Admins read any business's figures (as they see every business elsewhere).
    op: "GET /me/analytics",
    case: "one business of A's",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ query: { business_id: w.a.business.id } }),
  },
  {
    // No fixture account has two-factor sign-in on: 409 for everyone signed in (accounts-factors tests the rest).
    op: "POST /me/two-factor/disable",
    expect: e(401, 409, 409, 409),
    request: () => ({ json: { code: "123456" } }),
  },
  {
    // Each account is given a number first; the phone-only account signs in with its own.
    op: "DELETE /me/phone",
    expect: e(401, 200, 200, 200, { phoneOnly: 409 }),
    request: async (w, role) => {
      const me = userOf(w, role);
      if (me && role !== "phoneOnly") await w.fresh.phoneFor(me);
      return {};
    },
  },
  { op: "GET /me/privacy", expect: SIGNED_IN },
  { op: "PATCH /me/privacy", expect: SIGNED_IN, request: () => ({ json: { promotionalEmails: true } }) },
  {
    // The e-mail's link, whoever follows it: the token is the credential (and a GET changes nothing).
    op: "GET /unsubscribe",
    expect: e(303, 303, 303, 303),
    request: (w) => ({ query: { token: w.a.unsubscribeToken } }),
  },
  {
    op: "POST /unsubscribe",
    expect: PUBLIC,
    request: (w) => ({ query: { token: w.a.unsubscribeToken } }),
  },
  { op: "GET /me/sessions", expect: SIGNED_IN },
  {
    // Someone else's session is not found, admins included.
    op: "DELETE /me/sessions/{id}",
    expect: e(401, 204, 404, 404),
    request: async (w) => ({ params: { id: await w.fresh.ownerSession() } }),
  },
  { op: "POST /me/sessions/revoke-others", expect: SIGNED_IN },
  { op: "GET /identity-providers", expect: PUBLIC },
  { op: "GET /me/identities", expect: SIGNED_IN },
  { op: "POST /me/identities", expect: SIGNED_IN, request: () => ({ json: { provider: "acme" } }) },
  {
    op: "DELETE /me/identities/{id}",
    expect: e(401, 204, 404, 404),
    request: async (w) => ({ params: { id: await w.fresh.ownerIdentity() } }),
  },

  // Admin tools.
  { op: "GET /admins", expect: ADMINS },
  { op: "GET /admin/jobs", expect: ADMINS },
  {
    op: "POST /admin/jobs/{id}/retry",
    expect: e(401, 403, 403, 202),
    request: async (w) => ({ params: { id: await w.fresh.deadJob() } }),
  },
  { op: "GET /admin/certifications", expect: ADMINS },
  {
    op: "POST /admin/certifications/{businessId}/decision",
    expect: ADMINS,
    request: async (w) => ({
      params: { businessId: await w.fresh.pendingApplication() },
      json: { decision: "approved", notes: "All in order." },
    }),
  },
  {
    op: "POST /admin/certifications/{businessId}/revocation",
    expect: ADMINS,
    request: async (w) => ({
      params: { businessId: await w.fresh.certifiedBusiness() },
      json: { reason: "The ownership affidavit was found to be false." },
    }),
  },
  {
    op: "GET /admin/certifications/{businessId}/events",
    expect: ADMINS,
    request: (w) => ({ params: { businessId: w.a.pending.id } }),
  },
  {
    op: "PUT /admin/certification-documents/{documentId}/review",
    expect: ADMINS,
    request: (w) => ({
      params: { documentId: w.a.pending.documentIds[0]! },
      json: { review_status: "approved", admin_notes: "Legible." },
    }),
  },
  { op: "GET /admin/documents", expect: ADMINS },
  {
    op: "POST /admin/documents",
    expect: e(401, 403, 403, 201),
    request: () => {
      const { field, file } = pdf();
      return {
        form: formWith(field, file, { title: "Tax ID Form", tier: "Preferred", document_type: "tax_id" }),
      };
    },
  },
  { op: "GET /admin/documents/overview", expect: ADMINS },
  {
    op: "PATCH /admin/documents/{id}",
    expect: ADMINS,
    request: async (w) => ({ params: { id: await w.fresh.template() }, json: { name: "Renamed Form" } }),
  },
  {
    op: "DELETE /admin/documents/{id}",
    expect: e(401, 403, 403, 204),
    request: async (w) => ({ params: { id: await w.fresh.template() } }),
  },

  // Businesses and storefronts.
  // An admin lists every business (scope=all by default); anyone else their own.
  {
    op: "GET /me/businesses",
    expect: SIGNED_IN,
    request: () => ({ query: { q: A_BUSINESS_NAME } }),
    unseen: { by: NOT_A, text: A_BUSINESS_NAME },
  },
  { op: "GET /businesses", expect: PUBLIC },
  {
    op: "GET /businesses",
    case: "finding a business that shows only its area",
    expect: PUBLIC,
    request: () => ({ query: { keyword: A_HOME_BUSINESS } }),
    unseen: HOME_STREET_PUBLIC,
  },
  { op: "GET /businesses.csv", expect: PUBLIC },
  {
    op: "GET /businesses.csv",
    case: "with a business that shows only its area",
    expect: PUBLIC,
    request: () => ({ query: { keyword: A_HOME_BUSINESS } }),
    unseen: HOME_STREET_PUBLIC,
  },
  { op: "POST /businesses", expect: e(401, 201, 201, 201), request: () => ({ json: BUSINESS_FORM }) },
  { op: "GET /businesses/{id}", expect: PUBLIC, request: (w) => ({ params: { id: w.a.business.id } }) },
  {
    op: "GET /businesses/{id}",
    case: "a business that shows only its area",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.areaOnly.id } }),
    unseen: HOME_STREET_MANAGED,
  },
  {
    op: "GET /businesses/{id}",
    case: "hidden from the directory",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.hidden.id } }),
  },
  {
    op: "PATCH /businesses/{id}",
    expect: OWNER_OR_ADMIN,
    request: (w, role) => ({ params: { id: w.a.business.id }, json: { description: `Changed by ${role}.` } }),
  },
  {
    op: "DELETE /businesses/{id}",
    expect: e(401, 204, 403, 204),
    request: async (w) => ({ params: { id: await w.fresh.business() } }),
  },
  {
    op: "PUT /businesses/{id}/active",
    expect: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await w.fresh.business() }, json: { is_active: false } }),
  },
  {
    // Public: a visitor's click on the phone or website button.
    op: "POST /businesses/{id}/events",
    expect: e(204, 204, 204, 204),
    request: (w) => ({ params: { id: w.a.business.id }, json: { kind: "contact_click" } }),
  },
  {
    op: "POST /businesses/{id}/events",
    case: "hidden from the directory",
    expect: e(404, 204, 404, 204),
    request: (w) => ({ params: { id: w.a.hidden.id }, json: { kind: "contact_click" } }),
  },
  // Customer reviews (decision 044): A is the business's owner (refused, as admins are) or a review's author.
  {
    // A confirmed customer writes one; the owner and admins are refused, so is an unconfirmed account.
    op: "POST /businesses/{id}/reviews",
    expect: e(401, 403, 201, 403, { unconfirmed: 403 }),
    request: async (w) => ({
      params: { id: await w.fresh.business() },
      json: { rating: 4, body: "Great service." },
    }),
  },
  {
    op: "POST /businesses/{id}/reviews",
    case: "hidden from the directory",
    expect: e(401, 403, 404, 403),
    request: (w) => ({ params: { id: w.a.hidden.id }, json: { rating: 4, body: "Great service." } }),
  },
  // Procurement profiles: public to read (a hidden customer only for the owner and admins), the owner's to write.
  {
    op: "GET /businesses/{id}/procurement",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.business.id } }),
    unseen: { by: NOT_A, text: A_HIDDEN_CUSTOMER, shownTo: ["owner", "admin"] },
  },
  {
    op: "GET /businesses/{id}/procurement",
    case: "hidden from the directory",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.hidden.id } }),
  },
  {
    op: "PUT /businesses/{id}/procurement",
    expect: OWNER_OR_ADMIN,
    request: (w, role) => ({
      params: { id: w.a.business.id },
      json: { ...PROCUREMENT_FORM, differentiators: `Changed by ${role}.` },
    }),
  },
  // The capability statement: public for a listed business, its owner's and admins' for a hidden one.
  {
    op: "GET /businesses/{id}/capability-statement",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.business.id } }),
  },
  {
    op: "GET /businesses/{id}/capability-statement",
    case: "hidden from the directory",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.hidden.id } }),
  },
  {
    op: "GET /businesses/{id}/procurement",
    case: "its other certification's file link",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.otherCertification.id } }),
    unseen: { by: NOT_A, text: "/file", shownTo: ["owner", "admin"] },
  },
  // Other certifications: the owner's (and admins') to write; the certificate only they read; admins check.
  {
    op: "POST /businesses/{id}/other-certifications",
    expect: e(401, 201, 403, 201),
    request: async (w) => ({
      params: { id: await w.fresh.business() },
      form: formWith(
        "file",
        { bytes: PDF, name: "mbe.pdf", type: "application/pdf" },
        OTHER_CERTIFICATION_FORM,
      ),
    }),
  },
  {
    op: "PATCH /businesses/{id}/other-certifications/{certId}",
    expect: OWNER_OR_ADMIN,
    request: async (w, role) => {
      const form = new FormData();
      form.set("number", `Changed by ${role}`);
      return { params: await w.fresh.otherCertification(), form };
    },
  },
  {
    op: "DELETE /businesses/{id}/other-certifications/{certId}",
    expect: e(401, 204, 403, 204),
    request: async (w) => ({ params: await w.fresh.otherCertification() }),
  },
  {
    op: "GET /businesses/{id}/other-certifications/{certId}/file",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: w.a.otherCertification }),
  },
  { op: "GET /admin/other-certifications", expect: ADMINS },
  {
    op: "PUT /admin/other-certifications/{certId}/check",
    expect: ADMINS,
    request: async (w) => ({
      params: { certId: (await w.fresh.otherCertification()).certId },
      json: { checked: true },
    }),
  },
  // Vendor lists (decision 059): each signed-in user's own; an admin reads and changes anyone's.
  { op: "POST /vendor-lists", expect: e(401, 202, 202, 202), request: () => ({ form: vendorFile() }) },
  { op: "GET /vendor-lists", expect: SIGNED_IN, unseen: { by: NOT_A, text: A_VENDOR_FILE } },
  {
    op: "GET /vendor-lists/{id}",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.vendorList.id } }),
  },
  {
    op: "GET /vendor-lists/{id}/rows",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.vendorList.id } }),
    unseen: { by: NOT_A, text: A_VENDOR, shownTo: ["owner", "admin"] },
  },
  {
    op: "PUT /vendor-lists/{id}/rows/{row}/decision",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: w.a.vendorList, json: { decision: "confirmed" } }),
  },
  {
    op: "GET /vendor-lists/{id}/export.csv",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.vendorList.id } }),
    unseen: { by: NOT_A, text: A_VENDOR, shownTo: ["owner", "admin"] },
  },
  {
    op: "DELETE /vendor-lists/{id}",
    expect: e(401, 204, 403, 204),
    request: async (w) => ({ params: await w.fresh.vendorList() }),
  },
  // Watching a vendor list (decision 060): the same owner-or-admin rule.
  {
    op: "GET /vendor-lists/{id}/watch",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.vendorList.id } }),
  },
  {
    op: "PUT /vendor-lists/{id}/watch",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.vendorList.id }, json: { weekly_digest: true } }),
  },
  {
    op: "PUT /vendor-lists/{id}/webhook",
    expect: e(401, 201, 403, 201),
    // A public address written as such: no DNS lookup (this machine resolves no outside name).
    request: (w) => ({ params: { id: w.a.vendorList.id }, json: { url: "https://93.184.215.14/ujamaa" } }),
  },
  {
    op: "GET /vendor-lists/{id}/webhook",
    // A's list has no endpoint until the row above registers one: 404 past the check of who may ask.
    expect: e(401, 404, 403, 404),
    request: async (w) => ({ params: { id: (await w.fresh.vendorList()).id } }),
  },
  {
    op: "DELETE /vendor-lists/{id}/webhook",
    expect: e(401, 404, 403, 404),
    request: async (w) => ({ params: { id: (await w.fresh.vendorList()).id } }),
  },
  { op: "GET /naics", expect: PUBLIC, request: () => ({ query: { q: "catering" } }) },
  {
    op: "GET /businesses/{id}/reviews",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.business.id } }),
  },
  {
    op: "GET /businesses/{id}/reviews",
    case: "hidden from the directory",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.hidden.id } }),
  },
  {
    // A's own review: its author or an admin deletes it.
    op: "DELETE /reviews/{id}",
    expect: e(401, 204, 403, 204),
    request: async (w) => ({ params: { id: await w.fresh.reviewByA() } }),
  },
  {
    // A customer's review of A's business: its owner (or an admin) answers.
    op: "PUT /reviews/{id}/response",
    expect: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await w.fresh.reviewOfA() }, json: { body: "Thank you!" } }),
  },
  {
    // Anyone signed in reports a review, but not its author (A's own review here).
    op: "POST /reviews/{id}/reports",
    expect: e(401, 403, 201, 201),
    request: async (w) => ({ params: { id: await w.fresh.reviewByA() }, json: { reason: "Spam" } }),
  },
  { op: "GET /admin/reviews", expect: ADMINS },
  {
    op: "POST /admin/reviews/{id}/moderation",
    expect: ADMINS,
    request: async (w) => ({
      params: { id: await w.fresh.reviewOfA() },
      json: { action: "hide", reason: "Advertising" },
    }),
  },
  {
    op: "PUT /businesses/{id}/logo",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.business.id }, form: png(w) }),
  },
  {
    op: "DELETE /businesses/{id}/logo",
    expect: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await w.fresh.businessWithImages(w.png) } }),
  },
  {
    op: "PUT /businesses/{id}/banner",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.business.id }, form: png(w) }),
  },
  {
    op: "DELETE /businesses/{id}/banner",
    expect: OWNER_OR_ADMIN,
    request: async (w) => ({ params: { id: await w.fresh.businessWithImages(w.png) } }),
  },
  { op: "POST /storefronts", expect: e(401, 201, 201, 201), request: () => ({ json: STOREFRONT_FORM }) },
  {
    op: "PATCH /storefronts/{id}",
    expect: OWNER_OR_ADMIN,
    request: (w, role) => ({
      params: { id: w.a.storefront.id },
      json: { description: `Woven for ${role}.` },
    }),
  },
  {
    // Public; each cell comes from its own address (the form allows 5 an hour per address).
    op: "POST /contact-messages",
    expect: e(201, 201, 201, 201),
    request: (_, role) => ({
      json: CONTACT_FORM,
      headers: { "x-forwarded-for": `192.0.2.${ROLE_INDEX[role] + 10}` },
    }),
  },

  // Contract opportunities.
  { op: "GET /opportunities", expect: PUBLIC },
  { op: "POST /opportunities", expect: e(401, 201, 201, 201), request: () => ({ json: OPPORTUNITY_FORM }) },
  { op: "GET /opportunities/{id}", expect: PUBLIC, request: (w) => ({ params: { id: w.a.opportunity.id } }) },
  {
    op: "GET /opportunities/{id}",
    case: "closed",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.closedOpportunity.id } }),
  },
  {
    op: "GET /opportunities/{id}/deadline.ics",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.opportunity.id } }),
  },
  {
    op: "GET /opportunities/{id}/deadline.ics",
    case: "closed",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.closedOpportunity.id } }),
  },
  {
    op: "PATCH /opportunities/{id}",
    expect: OWNER_OR_ADMIN,
    request: (w, role) => ({
      params: { id: w.a.opportunity.id },
      json: { description: `Edited by ${role}.` },
    }),
  },
  {
    op: "DELETE /opportunities/{id}",
    expect: e(401, 204, 403, 204),
    request: async (w) => ({ params: { id: await w.fresh.opportunity() } }),
  },
  // Answers to opportunities (decision 056): the poster and admins read them; only its author changes one.
  {
    op: "GET /opportunities/{id}/responses",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { id: w.a.answerToA.id } }),
  },
  {
    op: "GET /opportunities/{id}/responses/mine",
    expect: SIGNED_IN,
    request: (w) => ({ params: { id: w.a.answer.id } }),
  },
  {
    op: "POST /opportunities/{id}/responses",
    expect: e(401, 201, 403, 403),
    request: async (w) => ({
      params: { id: await w.fresh.othersOpportunity() },
      json: { business_id: w.a.business.id, message: "Our answer." },
    }),
  },
  {
    op: "PATCH /opportunities/{id}/responses/{responseId}",
    expect: e(401, 200, 403, 403),
    request: (w, role) => ({ params: w.a.answer, json: { message: `Edited by ${role}.` } }),
  },
  {
    op: "DELETE /opportunities/{id}/responses/{responseId}",
    expect: e(401, 204, 403, 403),
    request: async (w) => {
      const { id, responseId } = await w.fresh.answer();
      return { params: { id, responseId } };
    },
  },
  {
    op: "POST /opportunities/{id}/responses/{responseId}/files",
    expect: e(401, 201, 403, 403),
    request: async (w) => {
      const { id, responseId } = await w.fresh.answer();
      return {
        params: { id, responseId },
        form: formWith("file", { bytes: PDF, name: "quote.pdf", type: "application/pdf" }),
      };
    },
  },
  {
    op: "DELETE /opportunities/{id}/responses/{responseId}/files/{fileId}",
    expect: e(401, 204, 403, 403),
    request: async (w) => ({ params: await w.fresh.answer(1) }),
  },
  {
    op: "POST /opportunities/{id}/responses/{responseId}/decision",
    expect: e(401, 200, 403, 403),
    request: (w) => ({ params: w.a.answerToA, json: { decision: "shortlisted" } }),
  },
  { op: "GET /me/opportunity-interests", expect: SIGNED_IN },
  {
    op: "PUT /me/opportunity-interests",
    expect: SIGNED_IN,
    request: () => ({ json: { categories: ["technology"], locations: ["Atlanta"] } }),
  },

  // Notifications (each reads their own; someone else's is not found).
  {
    op: "GET /notifications",
    expect: SIGNED_IN,
    unseen: { by: [...NOT_A, "admin"], text: A_NOTICE_TITLE },
  },
  { op: "GET /notifications/stream", expect: SIGNED_IN },
  { op: "POST /notifications/read-all", expect: SIGNED_IN },
  {
    op: "POST /notifications/{id}/read",
    expect: e(401, 200, 404, 404),
    request: async (w) => ({ params: { id: await w.fresh.ownerNotification() } }),
  },

  // Certification, the owner's side.
  { op: "GET /certification/templates", expect: SIGNED_IN },
  {
    op: "GET /certification/{businessId}",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { businessId: w.a.business.id } }),
  },
  {
    op: "POST /certification/{businessId}/documents",
    expect: e(401, 201, 403, 201),
    request: (w) => {
      const { field, file } = pdf();
      return {
        params: { businessId: w.a.business.id },
        form: formWith(field, file, { template_id: w.licenseTemplateId }),
      };
    },
  },
  {
    op: "DELETE /certification/{businessId}/documents/{documentId}",
    expect: e(401, 204, 403, 204),
    request: async (w) => ({ params: await w.fresh.draftDocument() }),
  },
  {
    // B's own business in the path, A's document: B may manage the business, not reach A's document.
    op: "DELETE /certification/{businessId}/documents/{documentId}",
    case: "B's business, A's document",
    expect: e(401, 403, 404, 404, { phoneOnly: 403, unconfirmed: 403 }),
    request: async (w) => ({
      params: { businessId: w.b.business.id, documentId: (await w.fresh.draftDocument()).documentId },
    }),
  },
  {
    op: "POST /certification/{businessId}/applications",
    expect: e(401, 201, 403, 201),
    request: async (w) => ({
      params: { businessId: await w.fresh.readyToSubmit() },
      json: w.fresh.submitBody(),
    }),
  },
  {
    op: "GET /certification/{businessId}/events",
    expect: OWNER_OR_ADMIN,
    request: (w) => ({ params: { businessId: w.a.certified.id } }),
  },
  {
    op: "GET /businesses/{id}/certificate",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.certified.id } }),
  },
  {
    op: "GET /businesses/{id}/certificate.pdf",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.certified.id } }),
  },
  {
    op: "GET /certificates/{number}",
    expect: PUBLIC,
    request: (w) => ({ params: { number: w.a.certified.certificateNumber } }),
  },
  // Verifiable credentials (decision 058): whoever may download the certificate; the lists and the check are public.
  {
    op: "GET /businesses/{id}/credential",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.certified.id } }),
  },
  {
    op: "GET /credentials/status/{list}",
    expect: PUBLIC,
    request: () => ({ params: { list: "1" } }),
  },
  {
    op: "POST /credentials/verify",
    expect: PUBLIC,
    // A well-formed JWT that no key of ours signed: answered 200, "signature invalid".
    request: () => ({ json: { credential: "eyJhbGciOiJFZERTQSIsInR5cCI6InZjK2p3dCJ9.e30.AAAA" } }),
  },

  // Payments on the local test checkout (someone else's session is not found).
  {
    op: "POST /payments/checkout",
    expect: OWNER_OR_ADMIN,
    request: async (w) => ({
      json: { business_id: await w.fresh.business(), certification_tier: "Certified", is_renewal: false },
    }),
  },
  {
    op: "POST /payments/verify",
    expect: e(401, 200, 404, 200),
    request: (w) => ({ json: { session_id: w.a.paidSession } }),
  },
  {
    // Stripe's webhook: not there without Stripe, for anyone.
    op: "POST /payments/webhook",
    expect: e(404, 404, 404, 404),
    request: () => ({ body: "{}", headers: { "content-type": "application/json" } }),
  },
  {
    op: "POST /payments/simulator/{session_id}",
    expect: e(401, 200, 404, 200),
    request: async (w) => ({
      params: { session_id: await w.fresh.openCheckout() },
      json: { outcome: "paid" },
    }),
  },
];

/**
 * The routes mounted beside the OpenAPI document (full paths, as src/server/app.ts mounts them).
 * Left out: better-auth's own /api/auth/* (sign-up, sign-in, codes, resets: its rules, limits and
 * origin checks have their own tests in accounts-*.test.ts) and the fallbacks that answer 404 to any
 * other /api/* or /files/* path.
 */
export const OUTSIDE_OPENAPI_MATRIX: MatrixRow[] = [
  { op: "GET /api/health", expect: PUBLIC },
  { op: "GET /api/docs", expect: PUBLIC },
  { op: "GET /api/v1/openapi.json", expect: PUBLIC },
  // The did:web document of the credentials' signing key.
  { op: "GET /.well-known/did.json", expect: PUBLIC },
  // The mail outbox: anyone on this machine (it is the developer's), nobody else.
  { op: "GET /api/dev/mail", expect: PUBLIC },
  {
    op: "GET /api/dev/mail",
    case: "through a proxy",
    expect: e(404, 404, 404, 404),
    request: () => ({ headers: { "x-forwarded-for": "198.51.100.7" } }),
  },
  // The metrics: anyone on this machine (the operator's); nobody else without METRICS_TOKEN (unset here).
  { op: "GET /metrics", expect: PUBLIC },
  {
    op: "GET /metrics",
    case: "through a proxy",
    expect: e(403, 403, 403, 403),
    request: () => ({ headers: { "x-forwarded-for": "198.51.100.7" } }),
  },
  {
    op: "GET /files/public/*",
    expect: PUBLIC,
    request: async (w) => ({ path: await w.fresh.logoPath(w.a.business.id) }),
  },
  {
    // A signed link is a bearer link for its hour: whoever holds it reads the document.
    op: "GET /files/private/*",
    case: "signed link",
    expect: PUBLIC,
    request: (w) => {
      const url = new URL(w.server.runtime.storage.signedUrl(w.a.pending.privateFileKey, 3600), w.server.url);
      return { path: `${url.pathname}${url.search}` };
    },
  },
  {
    op: "GET /files/private/*",
    case: "unsigned",
    expect: e(403, 403, 403, 403),
    request: (w) => ({ path: `/files/${w.a.pending.privateFileKey}` }),
  },
];

const TO_AUTH = "302 /auth";
const TO_HOME = "302 /";
const SIGNED_IN_PAGE = e(TO_AUTH, 200, 200, 200);
const ADMIN_PAGE = e(TO_HOME, TO_HOME, TO_HOME, 200);

/** Every page route of src/web/routes.ts, fetched as the browser does (the server renders them). */
export const PAGE_MATRIX: MatrixRow[] = [
  { op: "GET /", expect: PUBLIC },
  { op: "GET /businesses", expect: PUBLIC },
  { op: "GET /directory", expect: PUBLIC },
  { op: "GET /business/:id", expect: PUBLIC, request: (w) => ({ params: { id: w.a.business.id } }) },
  {
    op: "GET /business/:id",
    case: "a business that shows only its area",
    expect: PUBLIC,
    request: (w) => ({ params: { id: w.a.areaOnly.id } }),
    unseen: HOME_STREET_MANAGED,
  },
  {
    op: "GET /business/:id",
    case: "hidden from the directory",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.hidden.id } }),
  },
  { op: "GET /sitemap.xml", expect: PUBLIC, unseen: HOME_STREET_PUBLIC },
  { op: "GET /sitemaps/:name", expect: PUBLIC, request: () => ({ params: { name: "businesses-1.xml" } }) },
  { op: "GET /robots.txt", expect: PUBLIC },
  // Someone signed in already is sent on to their dashboard.
  { op: "GET /auth", expect: e(200, "302 /dashboard", "302 /dashboard", "302 /dashboard") },
  { op: "GET /hub", expect: SIGNED_IN_PAGE },
  { op: "GET /settings", expect: SIGNED_IN_PAGE },
  { op: "GET /dashboard", expect: SIGNED_IN_PAGE },
  {
    // ?edit= names A's business: the page opens for B, without it.
    op: "GET /dashboard",
    case: "editing A's business",
    expect: SIGNED_IN_PAGE,
    request: (w) => ({ query: { edit: w.a.business.id } }),
    unseen: { by: NOT_A, text: A_BUSINESS_NAME },
  },
  { op: "GET /certification", expect: SIGNED_IN_PAGE },
  {
    op: "GET /certification/:businessId",
    expect: e(TO_AUTH, 200, 404, 200),
    request: (w) => ({ params: { businessId: w.a.business.id } }),
  },
  {
    op: "GET /pay/:sessionId",
    expect: e(TO_AUTH, 200, TO_HOME, 200),
    request: (w) => ({ params: { sessionId: w.a.openSession } }),
  },
  {
    // The one-click renewal (decision 045): A's business is not certified, so its manager reads why (200)
    // instead of going on to a checkout; anyone else has the not-found page.
    op: "GET /renew/:businessId",
    expect: e(TO_AUTH, 200, 404, 200),
    request: (w) => ({ params: { businessId: w.a.business.id } }),
  },
  {
    // A failed yearly charge's link: on to the provider's invoice page for A or an admin.
    op: "GET /pay-invoice/:invoiceId",
    expect: e(
      TO_AUTH,
      "302 https://invoice.stripe.com/i/acct_matrix/test",
      404,
      "302 https://invoice.stripe.com/i/acct_matrix/test",
    ),
    request: async (w) => ({ params: { invoiceId: await w.fresh.failedInvoice(w.a.business.id) } }),
  },
  { op: "GET /storefront-manager", expect: SIGNED_IN_PAGE },
  { op: "GET /storefront-manager/analytics", expect: SIGNED_IN_PAGE },
  {
    // The business form's "For buyers" loader: a refusal is a message in its data (200), never A's profile.
    op: "GET /dashboard/procurement/:businessId",
    expect: SIGNED_IN_PAGE,
    request: (w) => ({ params: { businessId: w.a.business.id } }),
    unseen: { by: NOT_A, text: A_HIDDEN_CUSTOMER, shownTo: ["owner", "admin"] },
  },
  {
    op: "GET /storefront-manager/analytics",
    case: "one business of A's",
    expect: SIGNED_IN_PAGE,
    request: (w) => ({ query: { business_id: w.a.business.id } }),
    unseen: { by: NOT_A, text: A_BUSINESS_NAME },
  },
  { op: "GET /opportunities", expect: PUBLIC },
  { op: "GET /opportunities/:id", expect: PUBLIC, request: (w) => ({ params: { id: w.a.opportunity.id } }) },
  {
    op: "GET /opportunities/:id",
    case: "closed",
    expect: e(404, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.closedOpportunity.id } }),
  },
  {
    op: "GET /opportunities/:id/responses",
    expect: e(TO_AUTH, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.answerToA.id } }),
  },
  { op: "GET /vendor-lists", expect: e(TO_AUTH, 200, 200, 200), unseen: { by: NOT_A, text: A_VENDOR_FILE } },
  {
    op: "GET /vendor-lists/:id",
    expect: e(TO_AUTH, 200, 404, 200),
    request: (w) => ({ params: { id: w.a.vendorList.id } }),
  },
  { op: "GET /verify", expect: PUBLIC },
  {
    op: "GET /verify/:number",
    expect: PUBLIC,
    request: (w) => ({ params: { number: w.a.certified.certificateNumber } }),
  },
  { op: "GET /admin/certifications", expect: ADMIN_PAGE },
  {
    op: "GET /admin/certifications/:businessId/history",
    expect: ADMIN_PAGE,
    request: (w) => ({ params: { businessId: w.a.pending.id } }),
  },
  { op: "GET /admin/documents", expect: ADMIN_PAGE },
  { op: "GET /admin/other-certifications", expect: ADMIN_PAGE },
  { op: "GET /admin/jobs", expect: ADMIN_PAGE },
  { op: "GET /admin/reviews", expect: ADMIN_PAGE },
  // The outbox page: this machine only (as /api/dev/mail).
  { op: "GET /dev/mail", expect: PUBLIC },
  { op: "GET /about", expect: PUBLIC },
  { op: "GET /contact", expect: PUBLIC },
  { op: "GET /unsubscribe", expect: PUBLIC, request: (w) => ({ query: { token: w.a.unsubscribeToken } }) },
  { op: "GET /privacy-policy", expect: PUBLIC },
  { op: "GET /terms-of-use", expect: PUBLIC },
  { op: "GET /cookie-policy", expect: PUBLIC },
  { op: "GET /eula", expect: PUBLIC },
  { op: "GET /*", expect: e(404, 404, 404, 404), request: () => ({ path: "/no-such-page" }) },
];

const ROLE_INDEX: Record<Role, number> = {
  anonymous: 0,
  owner: 1,
  other: 2,
  admin: 3,
  phoneOnly: 4,
  unconfirmed: 5,
};
