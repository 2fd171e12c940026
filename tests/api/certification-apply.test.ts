import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  businessDocuments,
  businesses,
  certificationApplications,
  notifications,
  payments,
  users,
} from "~/server/db/schema";
import { filledAffidavit as affidavit } from "../support/affidavit";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, outbox, signInRoles } from "./accounts-fixture";
import {
  dataUrl,
  insertBusiness,
  insertPaidPayment,
  insertTemplate,
  PDF,
  signaturePng,
} from "./certification-fixture";

const MISSING = "00000000-0000-4000-8000-000000000000";

/** Every stored file (without the content-type sidecars), relative to the files folder. */
/** A valid PNG of one row whose header claims `width` × `height` (the bytes a decoder would be asked to fill). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !f.endsWith(".meta.json") && fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

describe.each(engines())("certification applications (owner side) on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;
  let license: { id: string };
  let insurance: { id: string };

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@cert.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "cert.test"));
    const ctx = { db: server.database.db, storage: server.runtime.storage };
    license = await insertTemplate(ctx, "Certified", "business_license", "Business License Form");
    insurance = await insertTemplate(
      ctx,
      "Certified",
      "insurance_certificate",
      "Insurance <b>Certificate</b>",
    );
    await insertTemplate(ctx, "Preferred", "tax_id", "Tax ID Form");
  });
  afterAll(() => server.close());

  const newBusiness = () => insertBusiness(server.database.db, "owner@cert.test");
  /** A business whose Certified first year is paid (decision 037), ready to submit. */
  const paidBusiness = async () => {
    const business = await newBusiness();
    const payment = await insertPaidPayment(server.database.db, business.id, "Certified");
    return Object.assign(business, { paymentId: payment.id });
  };
  const applicationsOf = (businessId: string) =>
    server.database.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.businessId, businessId));
  const upload = (
    businessId: string,
    cookie: string,
    file: { bytes: Uint8Array; name: string; type?: string },
    templateId: string = license.id,
  ) => {
    const form = new FormData();
    form.set(
      "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
      file.name,
    );
    form.set("template_id", templateId);
    return server.api(`/api/v1/certification/${businessId}/documents`, {
      method: "POST",
      body: form,
      headers: cookie ? { cookie } : {},
    });
  };
  const pdf = { bytes: PDF, name: "license.pdf" };
  const submitBody = async (overrides: Record<string, unknown> = {}) => ({
    tier: "Certified",
    affidavit: affidavit(),
    signature: dataUrl(await signaturePng()),
    ...overrides,
  });
  const submit = async (businessId: string, cookie: string, body?: unknown) =>
    jsonCall(
      server,
      "POST",
      `/api/v1/certification/${businessId}/applications`,
      cookie,
      body ?? (await submitBody()),
    );
  const statusOf = async (id: string) =>
    (await server.database.db.select().from(businesses).where(eq(businesses.id, id)))[0]!.certificationStatus;
  const uploadBoth = async (businessId: string, cookie = owner) => {
    for (const template of [license, insurance]) {
      const res = await upload(businessId, cookie, pdf, template.id);
      expect(res.status).toBe(201);
    }
  };

  it("shows the application page to the owner and an admin only (401 / 403 / 404)", async () => {
    const business = await newBusiness();
    const url = `/api/v1/certification/${business.id}`;
    expect((await jsonCall(server, "GET", url, "")).status).toBe(401);
    const stranger = await jsonCall(server, "GET", url, other);
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).error.code).toBe("forbidden");
    for (const id of [MISSING, "not-a-uuid"])
      expect((await jsonCall(server, "GET", `/api/v1/certification/${id}`, owner)).status).toBe(404);
    for (const cookie of [owner, admin]) {
      const res = await jsonCall(server, "GET", url, cookie);
      expect(res.status).toBe(200);
      const page = await res.json();
      expect(page.business).toMatchObject({ id: business.id, certification_status: "none" });
      expect(page.latest_application).toBeNull();
      expect(page.documents).toEqual([]);
      expect(page.first_year_payments).toEqual({ Verified: null, Certified: null, Preferred: null });
      expect(page.templates.map((t: { title: string; tier: string }) => [t.tier, t.title]).sort()).toEqual([
        ["Certified", "Business License Form"],
        ["Certified", "Insurance <b>Certificate</b>"],
        ["Preferred", "Tax ID Form"],
      ]);
      const template = page.templates.find((t: { id: string }) => t.id === license.id);
      expect(template).toMatchObject({
        kind: "business_license",
        instructions: "Fill in and sign every page.",
      });
      const download = await server.api(template.download_url);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    }
  });

  it("lists the templates of a tier to any signed-in user, not to visitors", async () => {
    expect((await jsonCall(server, "GET", "/api/v1/certification/templates", "")).status).toBe(401);
    for (const cookie of [owner, other, admin]) {
      const res = await jsonCall(server, "GET", "/api/v1/certification/templates?tier=Certified", cookie);
      expect(res.status).toBe(200);
      const { items } = await res.json();
      expect(items.map((t: { id: string }) => t.id).sort()).toEqual([license.id, insurance.id].sort());
    }
    const all = await (await jsonCall(server, "GET", "/api/v1/certification/templates", other)).json();
    expect(all.items).toHaveLength(3);
    expect((await jsonCall(server, "GET", "/api/v1/certification/templates?tier=Gold", owner)).status).toBe(
      400,
    );
  });

  it("stores uploads of the owner and an admin as drafts; refuses visitors and other users, storing nothing", async () => {
    const business = await newBusiness();
    const before = storedFiles(server.filesDir);
    expect((await upload(business.id, "", pdf)).status).toBe(401);
    const stranger = await upload(business.id, other, pdf);
    expect(stranger.status).toBe(403);
    expect((await upload(MISSING, owner, pdf)).status).toBe(404);
    expect(storedFiles(server.filesDir)).toEqual(before);

    const mine = await upload(business.id, owner, pdf);
    expect(mine.status).toBe(201);
    const draft = await mine.json();
    expect(draft).toMatchObject({
      business_id: business.id,
      document_type: "business_license",
      template_id: license.id,
      application_id: null,
      file_name: "license.pdf",
      mime_type: "application/pdf",
      file_size: PDF.length,
      review_status: "pending",
    });
    expect(draft.url).toMatch(
      new RegExp(`^/files/private/documents/${business.id}/\\d+-license\\.pdf\\?expires=\\d+&signature=`),
    );
    const byAdmin = await upload(
      business.id,
      admin,
      { bytes: PDF, name: "insurance scan (1).pdf" },
      insurance.id,
    );
    expect(byAdmin.status).toBe(201);
    expect((await byAdmin.json()).file_name).toBe("insurance_scan_1_.pdf");

    // A second upload for the same required document replaces the first, file included.
    const again = await upload(business.id, owner, { bytes: PDF, name: "license-v2.pdf" });
    expect(again.status).toBe(201);
    const page = await (await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)).json();
    expect(page.documents.map((d: { file_name: string }) => d.file_name).sort()).toEqual([
      "insurance_scan_1_.pdf",
      "license-v2.pdf",
    ]);
    expect((await server.api(draft.url)).status).toBe(404);
  });

  it("keeps a photo's pixels but not its metadata (GPS), and refuses a picture past 25 megapixels unread", async () => {
    const business = await newBusiness();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#7a5" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Owner" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 45/1 0/1" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const before = storedFiles(server.filesDir);
    const res = await upload(business.id, owner, { bytes: photo, name: "license.jpg", type: "image/jpeg" });
    expect(res.status).toBe(201);
    const added = storedFiles(server.filesDir).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const stored = fs.readFileSync(path.join(server.filesDir, added[0]!));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();

    // A PNG whose header claims 100,000 × 100,000 pixels: refused from its header, never decoded.
    const huge = pngHeaderOnly(100_000, 100_000);
    const refused = await upload(business.id, owner, { bytes: huge, name: "huge.png", type: "image/png" });
    expect(refused.status).toBe(413);
    expect(storedFiles(server.filesDir)).toHaveLength(before.length + 1);
  });

  it("refuses wrong, empty, too large and lying files with the spec's messages, storing nothing", async () => {
    const business = await newBusiness();
    const before = storedFiles(server.filesDir);
    const html = await upload(business.id, owner, {
      bytes: Buffer.from("<html><script>alert(1)</script></html>"),
      name: "license.pdf",
    });
    expect(html.status).toBe(415);
    expect((await html.json()).error).toMatchObject({
      code: "unsupported_media_type",
      message: "Please upload a PDF, JPG, JPEG or PNG file.",
      fields: { file: "Invalid file type" },
    });
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect((await upload(business.id, owner, { bytes: gif, name: "a.gif", type: "image/gif" })).status).toBe(
      415,
    );
    const empty = await upload(business.id, owner, { bytes: new Uint8Array(0), name: "empty.pdf" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("The file is empty.");
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    PDF.copy(big);
    const tooLarge = await upload(business.id, owner, { bytes: big, name: "big.pdf" });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toMatchObject({
      message: "Maximum file size is 10MB.",
      fields: { file: "File too large" },
    });
    const unknownTemplate = await upload(business.id, owner, pdf, MISSING);
    expect(unknownTemplate.status).toBe(400);
    expect((await unknownTemplate.json()).error.fields).toEqual({
      template_id: "Choose one of the required documents.",
    });
    // A business's own document is not a template.
    const ownDoc = (
      await server.database.db
        .select()
        .from(businessDocuments)
        .where(eq(businessDocuments.businessId, business.id))
    )[0];
    expect(ownDoc).toBeUndefined();
    const json = await server.api(`/api/v1/certification/${business.id}/documents`, {
      method: "POST",
      body: JSON.stringify({ file: "x", template_id: license.id }),
      headers: { cookie: owner, "content-type": "application/json" },
    });
    expect(json.status).toBe(415);
    const noFile = new FormData();
    noFile.set("template_id", license.id);
    const missingFile = await server.api(`/api/v1/certification/${business.id}/documents`, {
      method: "POST",
      body: noFile,
      headers: { cookie: owner },
    });
    expect(missingFile.status).toBe(400);
    expect(storedFiles(server.filesDir)).toEqual(before);

    // A PNG named .pdf is judged by its content: a PNG, and welcome.
    const png = await upload(business.id, owner, { bytes: await signaturePng(), name: "scan.pdf" });
    expect(png.status).toBe(201);
    const doc = await png.json();
    expect(doc.mime_type).toBe("image/png");
    const served = await server.api(doc.url);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("removes drafts for the owner and an admin only; submitted documents stay (409)", async () => {
    const business = await paidBusiness();
    const draftId = async (cookie = owner) =>
      (await (await upload(business.id, cookie, pdf)).json()).id as string;
    const remove = (id: string, cookie: string) =>
      jsonCall(server, "DELETE", `/api/v1/certification/${business.id}/documents/${id}`, cookie);
    const first = await draftId();
    expect((await remove(first, "")).status).toBe(401);
    expect((await remove(first, other)).status).toBe(403);
    expect((await remove(MISSING, owner)).status).toBe(404);
    expect((await remove("nope", owner)).status).toBe(404);
    const removed = await remove(first, owner);
    expect(removed.status).toBe(204);
    expect((await remove(first, owner)).status).toBe(404);
    expect((await remove(await draftId(admin), admin)).status).toBe(204);
    const page = await (await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)).json();
    expect(page.documents).toEqual([]);

    await uploadBoth(business.id);
    expect((await submit(business.id, owner)).status).toBe(201);
    const submitted = await (
      await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)
    ).json();
    expect(submitted.documents).toHaveLength(2);
    const gone = await remove(submitted.documents[0].id, owner);
    expect(gone.status).toBe(409);
    expect((await gone.json()).error.message).toBe(
      "This document was submitted with an application and can no longer be removed.",
    );
  });

  it("submits a complete application: pending, drafts attached, affidavit kept as typed, every admin told", async () => {
    const business = await paidBusiness();
    await uploadBoth(business.id);
    const markup = '<img src=x onerror="alert(1)"> & Sons';
    const body = await submitBody({ affidavit: affidavit({ businessName: markup, title: "<b>CEO</b>" }) });
    expect((await submit(business.id, "", body)).status).toBe(401);
    const stranger = await submit(business.id, other, body);
    expect(stranger.status).toBe(403);
    expect(await statusOf(business.id)).toBe("none");

    const res = await submit(business.id, owner, body);
    expect(res.status).toBe(201);
    const { application, business: after } = await res.json();
    expect(after).toMatchObject({
      id: business.id,
      certification_status: "pending",
      certification_tier: "Certified",
    });
    expect(after.certification_requested_at).not.toBeNull();
    expect(application).toMatchObject({
      tier: "Certified",
      status: "pending",
      is_renewal: false,
      review_notes: null,
    });
    expect(application.affidavit).toMatchObject({
      businessName: markup,
      title: "<b>CEO</b>",
      ownershipConfirmed: true,
    });
    const signature = await server.api(application.signature_url);
    expect(signature.status).toBe(200);
    expect(signature.headers.get("content-type")).toBe("image/png");
    expect(application.signature_url).toMatch(
      new RegExp(`^/files/private/signatures/${business.id}/[0-9a-f-]{36}\\.png\\?`),
    );

    const [stored] = await applicationsOf(business.id);
    expect(stored!.paymentId).toBe(business.paymentId);

    const page = await (await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, admin)).json();
    expect(page.latest_application.id).toBe(application.id);
    expect(page.latest_application.affidavit.businessName).toBe(markup);
    expect(page.documents.every((d: { application_id: string }) => d.application_id === application.id)).toBe(
      true,
    );

    const [adminUser] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@cert.test"));
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, adminUser!.id));
    const mine = told.filter((n) => n.message === `${business.name} applied for Certified certification.`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: "certification_update",
      title: "New certification application",
      link: "/admin/certifications",
    });
    const mails = await outbox(server, "admin@cert.test");
    expect(mails.some((m) => m.subject.startsWith("New certification application"))).toBe(true);
    // The applicant hears that it arrived, with the link to the application on the site they use.
    const received = (await outbox(server, "owner@cert.test")).filter(
      (m) => m.subject === `Application received: ${business.name}`,
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain(
      `We received the Certified certification application of ${business.name}.`,
    );
    expect(received[0]!.links).toContain(`${server.url}/certification/${business.id}`);
    expect(
      (await outbox(server, "other@cert.test")).some((m) => m.subject.startsWith("New certification")),
    ).toBe(false);

    // Submitting twice, or uploading while under review: 409 and nothing changes.
    const twice = await submit(business.id, owner);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(
      "An application for this business is already under review.",
    );
    expect((await upload(business.id, owner, pdf)).status).toBe(409);
    const apps = await server.database.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.businessId, business.id));
    expect(apps).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous submissions through; the other's signature is not kept", async () => {
    const business = await paidBusiness();
    await uploadBoth(business.id);
    const results = await Promise.all([submit(business.id, owner), submit(business.id, admin)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const apps = await server.database.db
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.businessId, business.id));
    expect(apps).toHaveLength(1);
    const signatures = storedFiles(server.filesDir).filter((f) => f.includes(`signatures/${business.id}/`));
    expect(signatures).toEqual([apps[0]!.signaturePath]);
  });

  it("lets an admin submit for an owner's business", async () => {
    const business = await paidBusiness();
    await uploadBoth(business.id, admin);
    expect((await submit(business.id, admin)).status).toBe(201);
    expect(await statusOf(business.id)).toBe("pending");
  });

  it("refuses a missing required document, a bad signature and a bad affidavit with 400, changing nothing", async () => {
    const business = await paidBusiness();
    await upload(business.id, owner, pdf, license.id);
    const before = storedFiles(server.filesDir);
    const incomplete = await submit(business.id, owner);
    expect(incomplete.status).toBe(400);
    expect((await incomplete.json()).error).toMatchObject({
      message: "Please complete all required items before submitting",
      fields: { documents: "Incomplete Application: missing Insurance <b>Certificate</b>" },
    });
    await upload(business.id, owner, pdf, insurance.id);
    const jpeg = await (await import("sharp"))
      .default({ create: { width: 40, height: 20, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const cases = [
      dataUrl(jpeg),
      dataUrl(Buffer.from("not an image at all")),
      dataUrl(await signaturePng({ blank: true })),
      dataUrl(await signaturePng({ width: 2000, height: 150 })),
      "data:image/jpeg;base64,AAAA",
      "",
    ];
    for (const signature of cases) {
      const res = await submit(business.id, owner, await submitBody({ signature }));
      expect(res.status, signature.slice(0, 30)).toBe(400);
      expect((await res.json()).error.fields.signature).toBe("Please sign the affidavit");
    }
    const noOwnership = await submit(
      business.id,
      owner,
      await submitBody({ affidavit: affidavit({ ownershipConfirmed: false }) }),
    );
    expect(noOwnership.status).toBe(400);
    expect((await noOwnership.json()).error.fields["affidavit.ownershipConfirmed"] ?? "").toContain("51%");
    const free = await submit(business.id, owner, await submitBody({ tier: "Free" }));
    expect(free.status).toBe(400);
    const wrongType = await submit(
      business.id,
      owner,
      await submitBody({ affidavit: affidavit({ county: 42 }) }),
    );
    expect(wrongType.status).toBe(400);
    expect(await statusOf(business.id)).toBe("none");
    expect(
      storedFiles(server.filesDir).filter((f) => !before.includes(f) && f.includes("signatures")),
    ).toEqual([]);
  });

  it("refuses a paid tier's submission without a usable first-year payment (402), changing nothing", async () => {
    const business = await newBusiness();
    await uploadBoth(business.id);
    const { db } = server.database;
    // Not usable: a renewal, an unpaid checkout, another tier's payment.
    const renewal = await insertPaidPayment(db, business.id, "Certified");
    await db.update(payments).set({ isRenewal: true }).where(eq(payments.id, renewal.id));
    const unpaid = await insertPaidPayment(db, business.id, "Certified");
    await db.update(payments).set({ status: "pending", paidAt: null }).where(eq(payments.id, unpaid.id));
    await insertPaidPayment(db, business.id, "Preferred");
    const before = storedFiles(server.filesDir);
    const adminNotes = async () =>
      (await db.select().from(notifications)).filter((n) => n.message?.includes(business.name)).length;

    const res = await submit(business.id, owner);
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({
      code: "payment_required",
      message: "Pay the Certified annual fee before submitting.",
    });
    expect(await statusOf(business.id)).toBe("none");
    expect(await applicationsOf(business.id)).toEqual([]);
    expect(await adminNotes()).toBe(0);
    expect(storedFiles(server.filesDir).filter((f) => !before.includes(f))).toEqual([]);
    const page = await (await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)).json();
    expect(page.first_year_payments).toMatchObject({ Verified: null, Certified: null });
    expect(page.first_year_payments.Preferred).not.toBeNull();
    expect(page.documents.every((d: { application_id: string | null }) => d.application_id === null)).toBe(
      true,
    );

    // Once paid, the same submission goes through, linked to that payment.
    const paid = await insertPaidPayment(db, business.id, "Certified");
    const ok = await submit(business.id, owner);
    expect(ok.status).toBe(201);
    expect((await ok.json()).business.certification_status).toBe("pending");
    expect((await applicationsOf(business.id))[0]!.paymentId).toBe(paid.id);
  });

  it("uses up the payment of an approved application: a later application needs a new one", async () => {
    const business = await paidBusiness();
    await uploadBoth(business.id);
    const first = (await (await submit(business.id, owner)).json()).application;
    const { db } = server.database;
    await db
      .update(certificationApplications)
      .set({ status: "approved", decidedAt: new Date() })
      .where(eq(certificationApplications.id, first.id));
    // Later the certification is lost (a rejection on review, say): the owner applies again.
    await db
      .update(businesses)
      .set({ certificationStatus: "rejected" })
      .where(eq(businesses.id, business.id));
    await uploadBoth(business.id);
    const page = await (await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)).json();
    expect(page.first_year_payments.Certified).toBeNull();
    const refused = await submit(business.id, owner);
    expect(refused.status).toBe(402);
    expect(await applicationsOf(business.id)).toHaveLength(1);
    const fresh = await insertPaidPayment(db, business.id, "Certified");
    expect((await submit(business.id, owner)).status).toBe(201);
    const apps = await applicationsOf(business.id);
    expect(apps.map((a) => a.paymentId).sort()).toEqual([business.paymentId, fresh.id].sort());
  });

  it("lets a rejected owner see the notes and apply again", async () => {
    const business = await paidBusiness();
    await uploadBoth(business.id);
    const first = (await (await submit(business.id, owner)).json()).application;
    const { db } = server.database;
    await db
      .update(businesses)
      .set({ certificationStatus: "rejected" })
      .where(eq(businesses.id, business.id));
    await db
      .update(certificationApplications)
      .set({ status: "rejected", reviewNotes: "The license has expired.", decidedAt: new Date() })
      .where(eq(certificationApplications.id, first.id));
    const rejected = await (
      await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)
    ).json();
    expect(rejected.latest_application).toMatchObject({
      status: "rejected",
      review_notes: "The license has expired.",
    });
    expect(rejected.documents).toHaveLength(2);

    // The rejected application did not use up its payment: the page still shows it paid.
    expect(rejected.first_year_payments.Certified).not.toBeNull();
    await uploadBoth(business.id);
    const again = await submit(business.id, owner);
    expect(again.status).toBe(201);
    const apps = await applicationsOf(business.id);
    expect(apps).toHaveLength(2);
    expect(apps.map((a) => a.paymentId)).toEqual([business.paymentId, business.paymentId]);
    const page = await (await jsonCall(server, "GET", `/api/v1/certification/${business.id}`, owner)).json();
    expect(page.latest_application.id).not.toBe(first.id);
    expect(page.documents).toHaveLength(2);
    expect(
      page.documents.every(
        (d: { application_id: string }) => d.application_id === page.latest_application.id,
      ),
    ).toBe(true);
  });

  it("lists the history newest first to the owner and an admin only; events cannot be changed", async () => {
    const business = await paidBusiness();
    await uploadBoth(business.id);
    await submit(business.id, owner);
    const url = `/api/v1/certification/${business.id}/events`;
    expect((await jsonCall(server, "GET", url, "")).status).toBe(401);
    expect((await jsonCall(server, "GET", url, other)).status).toBe(403);
    expect((await jsonCall(server, "GET", `/api/v1/certification/${MISSING}/events`, admin)).status).toBe(
      404,
    );
    for (const cookie of [owner, admin]) {
      const res = await jsonCall(server, "GET", url, cookie);
      expect(res.status).toBe(200);
      const { items } = await res.json();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        business_id: business.id,
        actor_name: "Test Person",
        from_status: "none",
        to_status: "pending",
        tier: "Certified",
      });
    }
    for (const method of ["PATCH", "PUT", "DELETE"]) {
      const res = await jsonCall(server, method, url, admin, {});
      expect([404, 405]).toContain(res.status);
    }
    await expect(
      server.database.db.execute(
        sql`update certification_events set notes = 'changed' where business_id = ${business.id}`,
      ),
    ).rejects.toThrow();
    const { items } = await (await jsonCall(server, "GET", url, admin)).json();
    expect(items[0].notes).toBeNull();
  });

  describe("private files", () => {
    let documentUrl: string;
    beforeAll(async () => {
      const business = await newBusiness();
      documentUrl = (await (await upload(business.id, owner, pdf)).json()).url;
    });

    it("serves a signed link, refuses it altered by one character or without its signature (403)", async () => {
      expect((await server.api(documentUrl)).status).toBe(200);
      const url = new URL(documentUrl, server.url);
      const signature = url.searchParams.get("signature")!;
      const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
      const tamperedSignature = `${url.pathname}?expires=${url.searchParams.get("expires")}&signature=${flip(signature, 5)}`;
      expect((await server.api(tamperedSignature)).status).toBe(403);
      const tamperedKey = `${flip(url.pathname, url.pathname.length - 6)}${url.search}`;
      expect((await server.api(tamperedKey)).status).toBe(403);
      const laterExpiry = `${url.pathname}?expires=${Number(url.searchParams.get("expires")) + 60}&signature=${signature}`;
      expect((await server.api(laterExpiry)).status).toBe(403);
      // Another user never receives a link; guessing the key without a signature gets nothing.
      expect((await server.api(url.pathname)).status).toBe(403);
      // Nothing under the public files route reaches a private key.
      expect(
        (await server.api(url.pathname.replace("/files/private/", "/files/public/private/"))).status,
      ).toBe(404);
      expect((await server.api(`/files/public/..%2F${url.pathname.slice("/files/".length)}`)).status).toBe(
        404,
      );
    });

    it("stops serving a link after 3600 seconds", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(Date.now() + 3590 * 1000);
        expect((await server.api(documentUrl)).status).toBe(200);
        vi.setSystemTime(Date.now() + 20 * 1000);
        const expired = await server.api(documentUrl);
        expect(expired.status).toBe(403);
        expect((await expired.json()).error.message).toBe("This link is invalid or has expired.");
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
