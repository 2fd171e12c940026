import fs from "node:fs";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCX_TYPE } from "~/domain/certification/document-rules";
import { businessDocuments } from "~/server/db/schema";
import { documentScanPng, minimalDocx, minimalPdf } from "~/server/db/seed/demo-files";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";
import { seedPendingApplication } from "./certification-admin-fixture";

type Template = {
  id: string;
  name: string;
  description: string | null;
  tier: string;
  kind: string;
  type: string;
  file_name: string;
  file_size: number;
  upload_date: string;
  download_url: string;
};

const FIELDS = { title: "Business License", tier: "Certified", document_type: "business_license" };

describe.each(engines())("admin template documents on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      ADMIN_EMAILS: "admin@templates.test",
      AUTH_RATE_LIMIT: "false",
    });
    ({ owner, other, admin } = await signInRoles(server, "templates.test"));
  });
  afterAll(() => server.close());

  const upload = (
    cookie: string,
    file: { data: Buffer; name: string; type?: string } | null,
    fields: Record<string, string> = FIELDS,
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (file)
      form.set(
        "file",
        new File([new Uint8Array(file.data)], file.name, { type: file.type ?? "application/pdf" }),
      );
    return server.api("/api/v1/admin/documents", {
      method: "POST",
      body: form,
      headers: cookie ? { cookie } : {},
    });
  };
  const call = (method: string, p: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, p, cookie, body);
  const stored = async () =>
    (await server.database.db.select().from(businessDocuments).where(isNull(businessDocuments.businessId)))
      .length;
  const storedFiles = () => {
    const dir = path.join(server.filesDir, "private", "templates");
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const pdf = () => ({ data: minimalPdf("Business License form"), name: "Business License (2026).pdf" });

  it("describes the admin certification endpoints in the OpenAPI document", async () => {
    const doc = (await (await server.api("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    for (const [p, method] of [
      ["/admin/certifications", "get"],
      ["/admin/certifications/{businessId}/decision", "post"],
      ["/admin/certifications/{businessId}/events", "get"],
      ["/admin/certification-documents/{documentId}/review", "put"],
      ["/admin/documents", "get"],
      ["/admin/documents", "post"],
      ["/admin/documents/overview", "get"],
      ["/admin/documents/{id}", "patch"],
      ["/admin/documents/{id}", "delete"],
    ] as const) {
      expect(doc.paths[p]?.[method]?.summary, `${method} ${p}`).toBeTruthy();
    }
  });

  it("lets only admins upload; the template is stored private, approved, tier-type, with Title and Instructions", async () => {
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await upload(cookie, pdf())).status).toBe(status);
    }
    expect(await stored()).toBe(0);
    const res = await upload(admin, pdf(), { ...FIELDS, instructions: "Sign and date <b>page 2</b>." });
    expect(res.status).toBe(201);
    const template = (await res.json()) as Template;
    expect(template).toMatchObject({
      name: "Business License",
      description: "Sign and date <b>page 2</b>.",
      tier: "Certified",
      kind: "business_license",
      type: "pdf",
      file_name: "Business_License_2026_.pdf",
    });
    const [row] = await server.database.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.id, template.id));
    expect(row).toMatchObject({
      businessId: null,
      reviewStatus: "approved",
      documentType: "Certified-business_license",
      adminNotes: "Title: Business License\nInstructions: Sign and date <b>page 2</b>.",
      mimeType: "application/pdf",
    });
    expect(row!.filePath).toMatch(/^private\/templates\/\d+-Business_License_2026_\.pdf$/);
    const file = await server.api(template.download_url.replace(server.url, ""));
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await server.api(`/files/${row!.filePath}`)).status).toBeGreaterThanOrEqual(400);
  });

  it("takes a Word .docx by its content and names it .docx whatever it was called", async () => {
    const res = await upload(
      admin,
      { data: minimalDocx("Affidavit"), name: "affidavit.bin", type: "application/octet-stream" },
      {
        title: "Affidavit of Ownership",
        tier: "Preferred",
        document_type: "affidavit",
      },
    );
    expect(res.status).toBe(201);
    const template = (await res.json()) as Template;
    expect(template).toMatchObject({ type: "docx", file_name: "affidavit.docx", tier: "Preferred" });
    const [row] = await server.database.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.id, template.id));
    expect(row?.mimeType).toBe(DOCX_TYPE);
  });

  it("refuses bad uploads with the spec's messages and stores nothing", async () => {
    const before = await stored();
    const filesBefore = storedFiles();
    const missing = await upload(admin, pdf(), { tier: "Certified", document_type: "tax_id" });
    expect(missing.status).toBe(400);
    const missingBody = (await missing.json()) as {
      error: { message: string; fields: Record<string, string> };
    };
    expect(missingBody.error.fields).toEqual({ title: "Missing information" });
    const noFile = await upload(admin, null);
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toBe(
      "Missing information",
    );
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const lying = await upload(admin, { data: html, name: "form.pdf" });
    expect(lying.status).toBe(415);
    expect(await lying.json()).toMatchObject({
      error: { message: "Only PDF and Word documents are allowed", fields: { file: "Invalid file type" } },
    });
    const png = await documentScanPng("Scan");
    expect((await upload(admin, { data: png, name: "scan.png", type: "image/png" })).status).toBe(415);
    const empty = await upload(admin, { data: Buffer.alloc(0), name: "empty.pdf" });
    expect(empty.status).toBe(400);
    const big = Buffer.concat([minimalPdf("Big"), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(admin, { data: big, name: "big.pdf" });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { fields: Record<string, string> } }).error.fields.file).toBe(
      "File too large",
    );
    expect((await upload(admin, pdf(), { ...FIELDS, tier: "Gold" })).status).toBe(400);
    expect((await upload(admin, pdf(), { ...FIELDS, document_type: "passport" })).status).toBe(400);
    expect(await stored()).toBe(before);
    expect(storedFiles()).toBe(filesBefore);
  });

  it("lists templates newest first and an overview of the five most recent with counts, to admins only", async () => {
    for (const p of ["/api/v1/admin/documents", "/api/v1/admin/documents/overview"]) {
      for (const [cookie, status] of [
        ["", 401],
        [owner, 403],
        [other, 403],
      ] as const) {
        expect((await call("GET", p, cookie)).status).toBe(status);
      }
    }
    for (const [i, tier] of ["Verified", "Verified", "Preferred", "Certified"].entries()) {
      expect((await upload(admin, pdf(), { ...FIELDS, title: `Form ${i}`, tier })).status).toBe(201);
    }
    const res = await call("GET", "/api/v1/admin/documents", admin);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Template[] };
    expect(items[0]?.name).toBe("Form 3");
    expect(items).toHaveLength(await stored());
    const overview = (await (await call("GET", "/api/v1/admin/documents/overview", admin)).json()) as {
      recent: Template[];
      total: number;
      by_tier: Record<string, number>;
      by_kind: Record<string, number>;
    };
    expect(overview.recent.map((t) => t.name)).toEqual(items.slice(0, 5).map((t) => t.name));
    expect(overview.total).toBe(items.length);
    expect(overview.by_tier.Verified).toBe(2);
    expect(Object.values(overview.by_kind).reduce((a, b) => a + b, 0)).toBe(items.length);
  });

  it("lets only admins rename and describe a template, kept on the server", async () => {
    const template = (await (await upload(admin, pdf())).json()) as Template;
    const p = `/api/v1/admin/documents/${template.id}`;
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await call("PATCH", p, cookie, { name: "Hacked" })).status).toBe(status);
    }
    expect((await call("PATCH", p, admin, { name: "  " })).status).toBe(400);
    const res = await call("PATCH", p, admin, {
      name: "Business License 2027",
      description: "Notarised copy",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "Business License 2027", description: "Notarised copy" });
    const renamed = (await (await call("PATCH", p, admin, { name: "Renamed" })).json()) as Template;
    expect(renamed.description).toBe("Notarised copy");
    const cleared = (await (
      await call("PATCH", p, admin, { name: "Renamed", description: null })
    ).json()) as Template;
    expect(cleared.description).toBeNull();
    const listed = (await (await call("GET", "/api/v1/admin/documents", admin)).json()) as {
      items: Template[];
    };
    expect(listed.items.find((t) => t.id === template.id)?.name).toBe("Renamed");
    expect(
      (
        await call("PATCH", "/api/v1/admin/documents/00000000-0000-4000-8000-000000000000", admin, {
          name: "x",
        })
      ).status,
    ).toBe(404);
  });

  it("lets only admins delete a template: its file goes, applicant uploads that answered it stay", async () => {
    const template = (await (await upload(admin, pdf())).json()) as Template;
    const { documents } = await seedPendingApplication(server, "owner@templates.test", {
      name: "Answering Co",
    });
    await server.database.db
      .update(businessDocuments)
      .set({ templateId: template.id })
      .where(eq(businessDocuments.id, documents[0]!.id));
    const p = `/api/v1/admin/documents/${template.id}`;
    for (const [cookie, status] of [
      ["", 401],
      [owner, 403],
      [other, 403],
    ] as const) {
      expect((await call("DELETE", p, cookie)).status).toBe(status);
    }
    const [row] = await server.database.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.id, template.id));
    expect(fs.existsSync(path.join(server.filesDir, row!.filePath))).toBe(true);
    expect((await call("DELETE", p, admin)).status).toBe(204);
    expect(fs.existsSync(path.join(server.filesDir, row!.filePath))).toBe(false);
    expect((await call("DELETE", p, admin)).status).toBe(404);
    const [answer] = await server.database.db
      .select()
      .from(businessDocuments)
      .where(eq(businessDocuments.id, documents[0]!.id));
    expect(answer).toMatchObject({ templateId: null });
    // An applicant's upload is not a template: it cannot be deleted here.
    expect((await call("DELETE", `/api/v1/admin/documents/${documents[0]!.id}`, admin)).status).toBe(404);
  });
});
