import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CSV_HEADER } from "~/domain/businesses/business-csv";
import { otherCertifications } from "~/server/db/schema";
import { loadDirectory } from "~/web/routes/directory.server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { PDF } from "./certification-fixture";
import { freshAddress, member, newBusiness, type Who } from "./reviews-fixture";

const ADMIN_EMAIL = "admin@other-certs.test";
const ADMIN_NAME = "Ada Checker";
const FIELDS = {
  kind: "nmsdc_mbe",
  certifier: "Georgia Minority Supplier Development Council",
  number: "ATL-2025-0042",
  expires_on: "2030-06-30",
};
const EXE = Buffer.concat([
  Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
  Buffer.alloc(512),
]);

type Cert = {
  id: string;
  kind: string;
  title: string;
  name: string | null;
  certifier: string;
  number: string;
  expires_on: string;
  expired: boolean;
  checked: boolean;
  checked_at: string | null;
  checked_by: { id: string | null; name: string } | null;
  file: { file_name: string; url: string; mime_type: string } | null;
};

function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter(
    (f) => !f.endsWith(".meta.json") && fs.statSync(path.join(dir, f)).isFile(),
  );
}

describe.each(engines())("other certifications on a procurement profile, on %s", (engine) => {
  let server: TestServer;
  let owner: Who;
  let other: Who;
  let admin: Who;
  let businessId: string;

  const headers = (cookie: string) => ({
    "x-forwarded-for": freshAddress(),
    ...(cookie ? { cookie } : {}),
  });
  const json = (method: string, url: string, cookie = "", body?: unknown) =>
    server.api(url, {
      method,
      headers: { ...headers(cookie), "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const form = (
    fields: Record<string, string>,
    file?: { bytes: Uint8Array; name: string; type?: string },
  ) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    if (file)
      data.set(
        "file",
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
        file.name,
      );
    return data;
  };
  const add = (
    id: string,
    cookie: string,
    fields: Record<string, string> = FIELDS,
    file: { bytes: Uint8Array; name: string; type?: string } | null = { bytes: PDF, name: "mbe.pdf" },
  ) =>
    server.api(`/api/v1/businesses/${id}/other-certifications`, {
      method: "POST",
      headers: headers(cookie),
      body: form(fields, file ?? undefined),
    });
  const patch = (
    id: string,
    certId: string,
    cookie: string,
    fields: Record<string, string>,
    file?: { bytes: Uint8Array; name: string; type?: string },
  ) =>
    server.api(`/api/v1/businesses/${id}/other-certifications/${certId}`, {
      method: "PATCH",
      headers: headers(cookie),
      body: form(fields, file),
    });
  const check = (certId: string, cookie: string, checked = true) =>
    json("PUT", `/api/v1/admin/other-certifications/${certId}/check`, cookie, { checked });
  const profile = async (id: string, cookie = "") => {
    const res = await json("GET", `/api/v1/businesses/${id}/procurement`, cookie);
    expect(res.status).toBe(200);
    return (await res.json()).other_certifications as Cert[];
  };
  const fileOf = (id: string, certId: string, cookie = "") =>
    server.api(`/api/v1/businesses/${id}/other-certifications/${certId}/file`, { headers: headers(cookie) });
  const rows = (id: string) =>
    server.database.db.select().from(otherCertifications).where(eq(otherCertifications.businessId, id));
  const added = async (id: string, fields: Record<string, string> = FIELDS) => {
    const res = await add(id, owner.cookie, fields);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Cert;
  };

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN_EMAIL, TRUSTED_PROXY_HOPS: "1" });
    [owner, other, admin] = await Promise.all([
      member(server, "owner@other-certs.test", "Jordan Ellis"),
      member(server, "other@other-certs.test", "Kwame Mensah"),
      member(server, ADMIN_EMAIL, ADMIN_NAME),
    ]);
    businessId = await newBusiness(server, owner.id, "Peachtree Supplies");
  });
  afterAll(() => server.close());

  it("lets the owner add one with a PDF; the public reads it without its file or who checked it", async () => {
    const id = await newBusiness(server, owner.id, "Added Co");
    const before = storedFiles(server.filesDir).length;
    const cert = await added(id);
    expect(cert).toMatchObject({
      kind: "nmsdc_mbe",
      title: "NMSDC MBE",
      certifier: FIELDS.certifier,
      number: FIELDS.number,
      expires_on: "2030-06-30",
      expired: false,
      checked: false,
      checked_at: null,
      checked_by: null,
      file: { file_name: "mbe.pdf", mime_type: "application/pdf" },
    });
    expect(storedFiles(server.filesDir)).toHaveLength(before + 1);
    const [publicView] = await profile(id);
    expect(publicView).toMatchObject({ id: cert.id, title: "NMSDC MBE", checked: false, file: null });
    const [ownView] = await profile(id, owner.cookie);
    expect(ownView!.file?.url).toBe(`/api/v1/businesses/${id}/other-certifications/${cert.id}/file`);
    const [adminView] = await profile(id, admin.cookie);
    expect(adminView!.file).not.toBeNull();
    expect((await profile(id, other.cookie))[0]!.file).toBeNull();
  });

  it("takes a PNG, and an Other with its name", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const res = await add(
      businessId,
      owner.cookie,
      { ...FIELDS, kind: "other", name: "Veteran-Owned Small Business" },
      { bytes: png, name: "vosb.png", type: "image/png" },
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      kind: "other",
      title: "Veteran-Owned Small Business",
      file: { mime_type: "image/png" },
    });
  });

  it("refuses bad input with a clear error, and keeps nothing", async () => {
    const id = await newBusiness(server, owner.id, "Refused Co");
    const before = storedFiles(server.filesDir).length;
    const refused = async (res: Response, status: number, field: string) => {
      expect(res.status, await res.clone().text()).toBe(status);
      const body = await res.json();
      expect(body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
      return body.error;
    };
    const old = await refused(
      await add(id, owner.cookie, { ...FIELDS, expires_on: "1850-01-01" }),
      400,
      "expires_on",
    );
    expect(old.fields.expires_on).toMatch(/^Expiry must be a date from 1950 to \d{4}$/);
    await refused(await add(id, owner.cookie, { ...FIELDS, expires_on: "2999-01-01" }), 400, "expires_on");
    await refused(await add(id, owner.cookie, { ...FIELDS, expires_on: "2030-02-30" }), 400, "expires_on");
    await refused(await add(id, owner.cookie, { ...FIELDS, expires_on: "next year" }), 400, "expires_on");
    await refused(await add(id, owner.cookie, { ...FIELDS, kind: "iso_9001" }), 400, "kind");
    await refused(await add(id, owner.cookie, { ...FIELDS, kind: "other" }), 400, "name");
    await refused(await add(id, owner.cookie, { ...FIELDS, certifier: " " }), 400, "certifier");
    await refused(await add(id, owner.cookie, FIELDS, null), 400, "file");
    const exe = await refused(
      await add(id, owner.cookie, FIELDS, { bytes: EXE, name: "mbe.pdf" }),
      415,
      "file",
    );
    expect(exe.message).toBe("The certificate must be a PDF, JPG or PNG file.");
    const big = Buffer.alloc(11 * 1024 * 1024);
    PDF.copy(big);
    // The app's body limit answers before the form is read.
    expect((await add(id, owner.cookie, FIELDS, { bytes: big, name: "big.pdf" })).status).toBe(413);
    expect(await rows(id)).toHaveLength(0);
    expect(storedFiles(server.filesDir)).toHaveLength(before);
  });

  it("takes a certificate of several megabytes, as added and as replaced (only 10 MB is the limit)", async () => {
    const id = await newBusiness(server, owner.id, "Scanned Papers Co");
    const scan = Buffer.alloc(3 * 1024 * 1024);
    PDF.copy(scan);
    const res = await add(id, owner.cookie, FIELDS, { bytes: scan, name: "scan.pdf" });
    expect(res.status, await res.clone().text()).toBe(201);
    const [cert] = await rows(id);
    const replaced = await patch(id, cert!.id, owner.cookie, {}, { bytes: scan, name: "rescan.pdf" });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
  });

  it("answers 401 to a visitor and 403 to another user; an admin may add one", async () => {
    const id = await newBusiness(server, owner.id, "Guarded Co");
    expect((await add(id, "")).status).toBe(401);
    expect((await add(id, other.cookie)).status).toBe(403);
    expect(await rows(id)).toHaveLength(0);
    expect((await add(id, admin.cookie)).status).toBe(201);
    const [cert] = await rows(id);
    expect((await patch(id, cert!.id, "", { number: "X" })).status).toBe(401);
    expect((await patch(id, cert!.id, other.cookie, { number: "X" })).status).toBe(403);
    const del = (cookie: string) =>
      json("DELETE", `/api/v1/businesses/${id}/other-certifications/${cert!.id}`, cookie);
    expect((await del("")).status).toBe(401);
    expect((await del(other.cookie)).status).toBe(403);
    expect((await rows(id))[0]!.number).toBe(cert!.number);
    expect(
      (
        await json(
          "DELETE",
          `/api/v1/businesses/${id}/other-certifications/${crypto.randomUUID()}`,
          owner.cookie,
        )
      ).status,
    ).toBe(404);
  });

  it("serves the file to the owner and admins only", async () => {
    const cert = await added(businessId);
    for (const cookie of [owner.cookie, admin.cookie]) {
      const res = await fileOf(businessId, cert.id, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    }
    expect((await fileOf(businessId, cert.id)).status).toBe(401);
    expect((await fileOf(businessId, cert.id, other.cookie)).status).toBe(403);
    expect((await fileOf(businessId, crypto.randomUUID(), owner.cookie)).status).toBe(404);
    const elsewhere = await newBusiness(server, other.id, "Elsewhere Co");
    expect((await fileOf(elsewhere, cert.id, other.cookie)).status).toBe(404);
  });

  it("lets an admin check one: the public sees checked and when, the owner and admins who", async () => {
    const cert = await added(businessId, { ...FIELDS, kind: "dbe" });
    expect((await check(cert.id, "")).status).toBe(401);
    expect((await check(cert.id, owner.cookie)).status).toBe(403);
    expect((await check(cert.id, other.cookie)).status).toBe(403);
    expect((await check(crypto.randomUUID(), admin.cookie)).status).toBe(404);
    expect(
      (
        await json("PUT", `/api/v1/admin/other-certifications/${cert.id}/check`, admin.cookie, {
          checked: "yes",
        })
      ).status,
    ).toBe(400);
    const res = await check(cert.id, admin.cookie);
    expect(res.status).toBe(200);
    const checked = (await res.json()) as Cert;
    expect(checked).toMatchObject({ checked: true, checked_by: { id: admin.id, name: ADMIN_NAME } });
    expect(checked.checked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const seen = async (cookie: string) => (await profile(businessId, cookie)).find((c) => c.id === cert.id)!;
    const visitor = await seen("");
    expect(visitor).toMatchObject({ checked: true, checked_at: checked.checked_at, checked_by: null });
    expect(JSON.stringify(await profile(businessId))).not.toContain(ADMIN_NAME);
    expect((await seen(other.cookie)).checked_by).toBeNull();
    expect((await seen(owner.cookie)).checked_by?.name).toBe(ADMIN_NAME);
    expect((await seen(admin.cookie)).checked_by?.name).toBe(ADMIN_NAME);

    // Checking again keeps the first check; unchecking forgets it.
    expect((await (await check(cert.id, admin.cookie)).json()).checked_at).toBe(checked.checked_at);
    const unchecked = await (await check(cert.id, admin.cookie, false)).json();
    expect(unchecked).toMatchObject({ checked: false, checked_at: null, checked_by: null });
  });

  it("lists unchecked ones to admins with their business and file", async () => {
    const id = await newBusiness(server, owner.id, "Queue Co");
    const cert = await added(id, { ...FIELDS, kind: "hub" });
    const list = async (query = "") => {
      const res = await json("GET", `/api/v1/admin/other-certifications${query}`, admin.cookie);
      expect(res.status).toBe(200);
      return (await res.json()) as { items: (Cert & { business_name: string })[]; total: number };
    };
    const queued = (await list()).items.find((c) => c.id === cert.id);
    expect(queued).toMatchObject({
      business_name: "Queue Co",
      checked: false,
      file: { file_name: "mbe.pdf" },
    });
    await check(cert.id, admin.cookie);
    expect((await list()).items.some((c) => c.id === cert.id)).toBe(false);
    expect((await list("?status=checked")).items.some((c) => c.id === cert.id)).toBe(true);
    expect((await json("GET", "/api/v1/admin/other-certifications", "")).status).toBe(401);
    expect((await json("GET", "/api/v1/admin/other-certifications", owner.cookie)).status).toBe(403);
    expect((await json("GET", "/api/v1/admin/other-certifications?status=maybe", admin.cookie)).status).toBe(
      400,
    );
  });

  it("clears the check when the owner edits a field or replaces the file, not when nothing changes", async () => {
    const id = await newBusiness(server, owner.id, "Edited Co");
    const cert = await added(id);
    await check(cert.id, admin.cookie);
    const same = await patch(id, cert.id, owner.cookie, { number: FIELDS.number });
    expect(same.status).toBe(200);
    expect((await same.json()).checked).toBe(true);

    const edited = await patch(id, cert.id, owner.cookie, { number: "ATL-2026-0001" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ number: "ATL-2026-0001", checked: false, checked_at: null });

    await check(cert.id, admin.cookie);
    const before = storedFiles(server.filesDir).length;
    const replaced = await patch(id, cert.id, owner.cookie, {}, { bytes: PDF, name: "renewed.pdf" });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({ checked: false, file: { file_name: "renewed.pdf" } });
    // The old file went with the change.
    expect(storedFiles(server.filesDir)).toHaveLength(before);

    // Bad input changes nothing.
    expect((await patch(id, cert.id, owner.cookie, { expires_on: "1850-01-01" })).status).toBe(400);
    expect((await patch(id, cert.id, owner.cookie, { kind: "other" })).status).toBe(400);
    expect((await patch(id, cert.id, owner.cookie, {}, { bytes: EXE, name: "x.pdf" })).status).toBe(415);
    expect((await rows(id))[0]).toMatchObject({
      kind: "nmsdc_mbe",
      expiresOn: "2030-06-30",
      fileName: "renewed.pdf",
    });
    expect(storedFiles(server.filesDir)).toHaveLength(before);

    expect(
      (await json("DELETE", `/api/v1/businesses/${id}/other-certifications/${cert.id}`, owner.cookie)).status,
    ).toBe(204);
    expect(await rows(id)).toHaveLength(0);
    expect(storedFiles(server.filesDir)).toHaveLength(before - 1);
  });

  it("shows an expired one as expired", async () => {
    const id = await newBusiness(server, owner.id, "Expired Co");
    const cert = await added(id, { ...FIELDS, expires_on: "2001-01-31" });
    expect(cert.expired).toBe(true);
    expect((await profile(id))[0]).toMatchObject({ expired: true, expires_on: "2001-01-31" });
  });

  it("keeps at most ten on a business", async () => {
    const id = await newBusiness(server, owner.id, "Many Co");
    await server.database.db.insert(otherCertifications).values(
      Array.from({ length: 10 }, (_, i) => ({
        businessId: id,
        kind: "dbe" as const,
        certifier: "State DOT",
        number: `N-${i}`,
        expiresOn: "2030-01-01",
        fileName: "f.pdf",
        filePath: `private/other-certifications/${id}/missing-${i}.pdf`,
        fileSize: 10,
        mimeType: "application/pdf",
      })),
    );
    const before = storedFiles(server.filesDir).length;
    const res = await add(id, owner.cookie);
    expect(res.status).toBe(409);
    expect(storedFiles(server.filesDir)).toHaveLength(before);
  });

  describe("the directory's filter and CSV", () => {
    const names = {
      current: "Filter Cert Current",
      expired: "Filter Cert Expired",
      none: "Filter Cert None",
    };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      for (const [key, name] of Object.entries(names)) ids[key] = await newBusiness(server, owner.id, name);
      const wbe = await added(ids.current!, { ...FIELDS, kind: "wbenc_wbe" });
      await check(wbe.id, admin.cookie);
      await added(ids.current!, { ...FIELDS, kind: "dbe", expires_on: "2002-02-02" });
      await added(ids.expired!, { ...FIELDS, kind: "wbenc_wbe", expires_on: "2003-03-03" });
    });

    async function found(query: string) {
      const res = await json("GET", `/api/v1/businesses?keyword=filter%20cert&limit=50&${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const { items } = await res.json();
      return items.map((b: { name: string }) => b.name).sort();
    }

    it("finds businesses by an unexpired other certification of a kind", async () => {
      expect(await found("other_certification=wbenc_wbe")).toEqual([names.current]);
      expect(await found("other_certification=WBENC_WBE")).toEqual([names.current]);
      expect(await found("other_certification=dbe")).toEqual([]);
      expect(await found("other_certification=sba_8a")).toEqual([]);
      expect((await json("GET", "/api/v1/businesses?other_certification=iso")).status).toBe(400);
    });

    it("a new one shows in the next search", async () => {
      expect(await found("other_certification=sba_8a")).toEqual([]);
      const cert = await added(ids.none!, { ...FIELDS, kind: "sba_8a" });
      expect(await found("other_certification=sba_8a")).toEqual([names.none]);
      await json("DELETE", `/api/v1/businesses/${ids.none}/other-certifications/${cert.id}`, owner.cookie);
      expect(await found("other_certification=sba_8a")).toEqual([]);
    });

    it("filters /directory the same way (its loader)", async () => {
      const url = new URL("http://localhost/directory?search=filter%20cert&other_certification=wbenc_wbe");
      const { results } = await loadDirectory(url, server.runtime);
      expect(results.status).toBe("ok");
      const items = results.status === "ok" ? results.items : [];
      expect(items.map((b) => b.name)).toEqual([names.current]);
    });

    it("carries them in the CSV", async () => {
      const res = await json("GET", "/api/v1/businesses.csv?keyword=filter%20cert");
      expect(res.status).toBe(200);
      const [header, ...lines] = parse(await res.text(), { bom: true }) as string[][];
      expect(header).toEqual([...BUSINESS_CSV_HEADER]);
      const at = (name: string) => lines.find((r) => r[0] === name)![header!.indexOf("Other certifications")];
      expect(at(names.current)).toBe("WBENC WBE (checked); DBE (expired)");
      expect(at(names.expired)).toBe("WBENC WBE (expired)");
      expect(at(names.none)).toBe("");
    });
  });

  it("goes with its business", async () => {
    const id = await newBusiness(server, owner.id, "Gone Co");
    await added(id);
    await json("DELETE", `/api/v1/businesses/${id}`, owner.cookie);
    expect(await rows(id)).toHaveLength(0);
  });
});
