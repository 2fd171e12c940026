import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOREFRONT_CATEGORY_VALUES } from "~/domain/categories/storefront-categories";
import { DOCUMENT_MAX_BYTES } from "~/domain/certification/document-rules";
import { businesses } from "~/server/db/schema";
import { ERROR_STATUS } from "~/server/errors";
import { filledAffidavit } from "../support/affidavit";
import {
  type Answer,
  describeRequest,
  type FuzzContext,
  type FuzzRequest,
  initOf,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestsFor,
  sendAlone,
} from "../support/openapi-fuzz";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, newUser } from "./accounts-fixture";
import {
  BUSINESS_FORM as MATRIX_BUSINESS_FORM,
  OTHER_CERTIFICATION_FORM,
} from "./authorization-matrix-world";
import { seedPendingApplication } from "./certification-admin-fixture";
import { dataUrl, insertBusiness, insertTemplate, PDF, signaturePng } from "./certification-fixture";
import { notify, userIdOf } from "./notifications-fixture";
import { insertOpportunity } from "./opportunity-alerts-fixture";

/**
 * Every operation of the OpenAPI document, fuzzed: a seeded, bounded run of fast-check requests
 * per operation and role. Any 5xx the operation does not document, any error answer outside the
 * error shape `{"error":{"code","message","fields"?}}` (with the code's own status), or a server
 * that stops answering fails the run, naming the request. FUZZ_RUNS and FUZZ_SEED change the
 * bounds (e.g. a longer hunt with another seed); the defaults keep `npm test` under two minutes.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 22);
const REQUEST_TIMEOUT_MS = 20_000;
const DOMAIN = "fuzz.test";

/** The matrix's valid business, with social media too (a nested object for the fuzzer to bend). */
const BUSINESS_FORM = { ...MATRIX_BUSINESS_FORM, social_media: { instagram: "https://instagram.com/lenox" } };

type Role = "anonymous" | "user" | "admin";

/** A fixed seed per operation and role, so that adding an operation leaves the others' requests alone. */
function seedOf(...parts: string[]): number {
  let hash = SEED | 0;
  for (const ch of parts.join(" ")) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

function errorShapeProblem(status: number, body: unknown, codes: Set<string>): string | undefined {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "the body is not a JSON object";
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== "error")
    return `top-level keys ${JSON.stringify(keys)}, not ["error"]`;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== "object") return "error is not an object";
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `unexpected keys in error: ${Object.keys(rest).join(", ")}`;
  if (typeof code !== "string" || !codes.has(code)) return `unknown error code ${JSON.stringify(code)}`;
  if (typeof message !== "string" || message === "") return "error.message is not a text";
  if (fields !== undefined) {
    if (!fields || typeof fields !== "object" || Array.isArray(fields))
      return "error.fields is not an object";
    if (Object.values(fields).some((v) => typeof v !== "string"))
      return "error.fields has a value that is not a text";
  }
  const expected = ERROR_STATUS[code as keyof typeof ERROR_STATUS];
  if (expected !== status) return `code ${code} belongs with ${expected}, not ${status}`;
  return undefined;
}

describe.each(engines())("fuzzing every operation of the OpenAPI document on %s", (engine) => {
  let server: TestServer;
  let operations: Operation[];
  let ctx: FuzzContext;
  let codes: Set<string>;
  const cookies: Record<Role, string> = { anonymous: "", user: "", admin: "" };
  let sent = 0;
  /** Answers per operation and status class, printed with FUZZ_REPORT=1 to see how deep the requests reach. */
  const tally = new Map<string, Record<string, number>>();
  let lastRequest = "(none yet)";
  let started = 0;

  beforeAll(async () => {
    started = performance.now();
    server = await startTestServer(engine, {
      AUTH_RATE_LIMIT: "false",
      ADMIN_EMAILS: `admin@${DOMAIN}`,
    });
    const res = await server.api("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(0);
    const errorSchema = doc.components?.schemas?.Error as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    codes = new Set(errorSchema.properties.error.properties.code.enum);

    cookies.user = await newUser(server, `owner@${DOMAIN}`);
    cookies.admin = await newUser(server, `admin@${DOMAIN}`);
    const { db } = server.database;
    const ownerId = await userIdOf(db, `owner@${DOMAIN}`);
    const business = await insertBusiness(db, `owner@${DOMAIN}`, "Fuzzed Shop");
    const [certified] = await db
      .insert(businesses)
      .values({
        name: "Fuzzed Certified",
        category: "Retail",
        ownerId,
        certificationTier: "Certified",
        certificationStatus: "approved",
        isVerified: true,
        certificateNumber: "UJ-2026-123456",
        certificationExpiresAt: new Date(Date.now() + 100 * 86_400_000),
      })
      .returning();
    const template = await insertTemplate(server.runtime, "Certified", "affidavit", "Fuzz affidavit");
    const pending = await seedPendingApplication(server, `owner@${DOMAIN}`, {
      name: "Fuzz Pending",
      complete: true,
    });
    const opportunityId = await insertOpportunity(db, ownerId, "Fuzzed opportunity");
    const notification = await notify(db, ownerId, "Fuzzed notice");
    const checkout = await jsonCall(server, "POST", "/api/v1/payments/checkout", cookies.user, {
      business_id: business.id,
      certification_tier: "Certified",
      is_renewal: false,
    });
    expect(checkout.status).toBe(200);
    const session = /\/pay\/([^/?]+)/.exec((await checkout.json()).url)?.[1] ?? "sim_none";
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const certificate = new FormData();
    for (const [k, v] of Object.entries(OTHER_CERTIFICATION_FORM)) certificate.set(k, v);
    certificate.set("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "mbe.pdf");
    const otherCertification = await server.api(`/api/v1/businesses/${business.id}/other-certifications`, {
      method: "POST",
      body: certificate,
      headers: { cookie: cookies.user, origin: server.url },
    });
    expect(otherCertification.status).toBe(201);
    const ids = {
      otherCertification: [((await otherCertification.json()) as { id: string }).id],
      business: [business.id, certified!.id, pending.businessId],
      opportunity: [opportunityId],
      notification: [notification.id],
      document: [template.id, ...pending.documents.map((d) => d.id)],
      certificate: ["UJ-2026-123456"],
      session: [session],
    };
    const all = Object.values(ids).flat();
    const realIds = (path: string, param: string): string[] => {
      if (param === "businessId") return ids.business;
      if (param === "certId") return ids.otherCertification;
      if (param === "documentId" || param === "template_id" || path.startsWith("/admin/documents")) {
        return ids.document;
      }
      if (param === "number") return ids.certificate;
      if (param === "session_id") return ids.session;
      if (path.startsWith("/businesses") || path.startsWith("/storefronts")) return ids.business;
      if (path.startsWith("/opportunities")) return ids.opportunity;
      if (path.startsWith("/notifications")) return ids.notification;
      return all;
    };
    const opportunity = {
      title: "Website rebuild",
      company_name: "Acme Corp",
      description: "A new site for our shop.",
      budget_min: 1000,
      budget_max: 5000,
      deadline: "2030-01-31",
      location: "Atlanta, GA",
      category: "technology",
      requirements: ["React", "Accessibility"],
    };
    const storefront = {
      name: "Fuzz Storefront",
      description: "Hand-made goods.",
      category: STOREFRONT_CATEGORY_VALUES[0],
      email: "shop@example.com",
      phone: "(404) 555-0100",
    };
    const examples: Record<string, unknown[]> = {
      "PATCH /me": [{ full_name: "Fuzz Person" }],
      "POST /businesses": [BUSINESS_FORM],
      "PATCH /businesses/{id}": [{ name: "Renamed Shop", phone: "(212) 555-0100", country: "Canada" }],
      "PUT /businesses/{id}/procurement": [
        {
          naics_codes: ["541511"],
          capabilities: "Custom software.",
          service_areas: [{ country: "US", region: "GA" }],
          past_performance: [{ customer: "City", scope: "Portal", year: 2023, value_range: "100k_500k" }],
          uei: "J7M9HY3KW2N5",
          cage: "1ABC2",
        },
      ],
      "POST /storefronts": [storefront],
      "PATCH /storefronts/{id}": [storefront],
      "POST /opportunities": [opportunity],
      "PATCH /opportunities/{id}": [{ ...opportunity, is_active: true }],
      "PUT /me/opportunity-interests": [{ categories: ["technology"], locations: ["Atlanta"] }],
      "POST /contact-messages": [
        { name: "Ama", email: "ama@example.com", subject: "Hello", message: "Hi there" },
      ],
      "POST /certification/{businessId}/applications": [
        { tier: "Certified", affidavit: filledAffidavit(), signature: dataUrl(await signaturePng()) },
      ],
      "POST /payments/checkout": [
        { business_id: business.id, certification_tier: "Certified", is_renewal: false },
      ],
      "POST /payments/verify": [{ session_id: session }],
      "POST /admin/certifications/{businessId}/decision": [{ decision: "approved", notes: "Looks right." }],
      "PUT /admin/certification-documents/{documentId}/review": [
        { review_status: "approved", admin_notes: "Clear scan." },
      ],
      "PATCH /admin/documents/{id}": [{ name: "Affidavit", description: "Sign before a notary." }],
    };
    ctx = {
      doc,
      realIds,
      examples,
      samples: { png: new Uint8Array(png), pdf: new Uint8Array(PDF) },
      bodyLimitBytes: server.runtime.config.bodyLimitBytes,
      uploadLimitBytes: DOCUMENT_MAX_BYTES,
    };
  });

  afterAll(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`fuzz on ${engine}: ${sent} requests to ${operations?.length} operations in ${seconds} s`);
    if (process.env.FUZZ_REPORT) {
      for (const [op, counts] of tally) console.info(`${op}: ${JSON.stringify(counts)}`);
    }
    await server?.close();
  });

  /** Sends one request; answers what is wrong with the answer, or undefined. */
  async function problemWith(op: Operation, role: Role, req: FuzzRequest): Promise<string | undefined> {
    const { headers, body } = initOf(req);
    const cookie = req.junkCookie ?? cookies[role];
    lastRequest = describeRequest(req);
    sent++;
    let res: Answer;
    try {
      res = await sendAlone(
        `${server.url}/api/v1${req.target}`,
        {
          method: req.method,
          headers: { ...headers, origin: server.url, ...(cookie ? { cookie } : {}) },
          body,
        },
        REQUEST_TIMEOUT_MS,
      );
    } catch (error) {
      return `no answer: ${(error as Error).message}`;
    }
    const { type, text } = res;
    const counts = tally.get(`${op.method} ${op.path}`) ?? {};
    counts[String(res.status)] = (counts[String(res.status)] ?? 0) + 1;
    tally.set(`${op.method} ${op.path}`, counts);
    if (process.env.FUZZ_REPORT === "messages" && res.status === 400) {
      console.info(
        `${op.method} ${op.path} 400: ${text.slice(0, 160)} ← ${describeRequest(req).slice(0, 300)}`,
      );
    }
    if (type.startsWith("text/event-stream"))
      return res.status === 200 ? undefined : `a ${res.status} event stream`;
    const documented = op.responses[String(res.status)];
    if (res.status >= 500 && !documented) return `answered ${res.status}: ${text.slice(0, 300)}`;
    if (res.status < 400) return undefined;
    // An answer the operation documents in another type than JSON (the unsubscribe page's HTML).
    if (documented?.some((t) => t !== "application/json" && type.startsWith(t))) return undefined;
    if (!type.startsWith("application/json")) {
      return `answered ${res.status} as ${type || "no content type"}, not the JSON error shape: ${text.slice(0, 200)}`;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return `answered ${res.status} with invalid JSON: ${text.slice(0, 200)}`;
    }
    const shape = errorShapeProblem(res.status, json, codes);
    return shape
      ? `answered ${res.status} outside the error shape (${shape}): ${text.slice(0, 300)}`
      : undefined;
  }

  async function expectHealthy(after: string) {
    const res = await sendAlone(
      `${server.url}/api/health`,
      { method: "GET", headers: {} },
      REQUEST_TIMEOUT_MS,
    ).catch((error: Error) => error);
    const ok = !(res instanceof Error) && res.status === 200;
    const why = res instanceof Error ? res.message : `status ${res.status}`;
    expect(
      ok,
      `the server stopped answering its health check (${why}) after ${after}; last request:\n  ${lastRequest}`,
    ).toBe(true);
    if (!(res instanceof Error)) expect(JSON.parse(res.text)).toEqual({ status: "ok", db: "ok" });
  }

  it.each<Role>(["anonymous", "user", "admin"])(
    "answers every operation's fuzzed requests as %s without a 5xx, in the error shape, and stays up",
    async (role) => {
      const failures: string[] = [];
      const before = sent;
      for (const op of operations) {
        const requests = requestsFor(op, ctx, role === "anonymous");
        const result = await fc.check(
          fc.asyncProperty(requests, async (req) => {
            const problem = await problemWith(op, role, req);
            if (problem) throw new Error(`${problem}\n  request: ${describeRequest(req)}`);
          }),
          { seed: seedOf(role, op.method, op.path), numRuns: RUNS },
        );
        if (result.failed) {
          const error = result.errorInstance as Error | undefined;
          failures.push(
            `${op.method} ${op.path} as ${role} (seed ${result.seed}, path "${result.counterexamplePath}"): ${error?.message ?? result.failures}`,
          );
        }
        await expectHealthy(`${op.method} ${op.path} as ${role}`);
      }
      expect(failures.join("\n\n")).toBe("");
      // Every operation had its share (shrinking a failure would add more).
      expect(sent - before).toBeGreaterThanOrEqual(operations.length * RUNS);
    },
    120_000,
  );
});
