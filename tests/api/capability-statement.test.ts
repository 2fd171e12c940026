import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, otherCertifications } from "~/server/db/schema";
import { parsePdf } from "../support/pdf-text";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { PDF } from "./certification-fixture";
import { freshAddress, member, newBusiness, type Who } from "./reviews-fixture";

const ADMIN_EMAIL = "admin@statement.test";
const DAY = 86_400_000;

describe.each(engines())("capability statement on %s", (engine) => {
  let server: TestServer;
  let owner: Who;
  let other: Who;
  let admin: Who;

  const call = (method: string, path: string, cookie = "", body?: unknown, headers = {}) =>
    server.api(path, {
      method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": freshAddress(),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const statement = (id: string, cookie = "", headers = {}) =>
    call("GET", `/api/v1/businesses/${id}/capability-statement`, cookie, undefined, headers);
  /** The statement read back, its lines joined by spaces (a long title wraps). */
  const pdfOf = async (res: Response) => {
    const pdf = await parsePdf(new Uint8Array(await res.arrayBuffer()));
    return { ...pdf, text: pdf.text.replace(/\n/g, " ") };
  };

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN_EMAIL, TRUSTED_PROXY_HOPS: "1" });
    [owner, other, admin] = await Promise.all([
      member(server, "owner@statement.test", "Jordan Ellis"),
      member(server, "other@statement.test", "Kwame Mensah"),
      member(server, ADMIN_EMAIL, "Ada Admin"),
    ]);
  });
  afterAll(() => server.close());

  it("is one Letter page with the name, NAICS codes and titles, and a link to the certificate's public check", async () => {
    const id = await newBusiness(server, owner.id, "Peachtree Software", {
      country: "USA",
      city: "Atlanta",
      state: "GA",
      email: "hello@peachtree.test",
      isVerified: true,
      certificationTier: "Certified",
      certificationStatus: "approved",
      certificationExpiresAt: new Date(Date.now() + 200 * DAY),
      certificateNumber: "UJ-2026-424242",
    });
    const saved = await call("PUT", `/api/v1/businesses/${id}/procurement`, owner.cookie, {
      naics_codes: ["541511"],
      capabilities: "Custom software for city agencies.",
      past_performance: [
        { customer: "Quiet Federal Agency", scope: "Data migration", year: 2022, hide_customer: true },
      ],
      uei: "J7M9HY3KW2N5",
    });
    expect(saved.status).toBe(200);

    const res = await statement(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      'filename="capability-statement-peachtree-software.pdf"',
    );
    const pdf = await pdfOf(res);
    expect(pdf.pages).toBe(1);
    expect(pdf.sizes[0]).toEqual({ width: 612, height: 792 });
    expect(pdf.title).toBe("Peachtree Software · Capability statement");
    expect(pdf.text).toContain("Peachtree Software");
    expect(pdf.text).toContain("541511 Custom Computer Programming Services");
    expect(pdf.text).toContain("NAICS CODES (NAICS 2017)");
    expect(pdf.text).toContain("Custom software for city agencies.");
    expect(pdf.text).toContain("UEI: J7M9HY3KW2N5");
    expect(pdf.text).toContain("Ujamaa certified, Certified tier");
    expect(pdf.text).not.toContain("Quiet Federal Agency");
    expect(pdf.text).toContain("A customer not named");
    const verify = `${server.url}/verify/UJ-2026-424242`;
    expect(pdf.text).toContain(verify);
    expect(pdf.links).toContain(verify);
    expect(pdf.links).toContain(`${server.url}/business/${id}`);
  });

  it("is A4 outside the United States and Canada, and says so when the business is not certified", async () => {
    const id = await newBusiness(server, owner.id, "Accra Façades", { country: "Ghana" });
    const pdf = await pdfOf(await statement(id));
    expect(pdf.sizes[0]).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.text).toContain("Accra Façades");
    expect(pdf.text).toContain("Not yet certified by Ujamaa.");
    expect(pdf.links.some((link) => link.includes("/verify/"))).toBe(false);
    const canada = await newBusiness(server, owner.id, "Toronto Trades", { country: "Canada" });
    expect((await pdfOf(await statement(canada))).sizes[0]).toEqual({ width: 612, height: 792 });
  });

  it("is kept until the profile changes: the same ETag answers 304, an edit makes a new statement", async () => {
    const id = await newBusiness(server, owner.id, "Cached Builders");
    await call("PUT", `/api/v1/businesses/${id}/procurement`, owner.cookie, { naics_codes: ["236220"] });
    const first = await statement(id);
    const etag = first.headers.get("etag")!;
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(etag).toMatch(/^"cs-[\w-]+"$/);

    const again = await statement(id);
    expect(again.headers.get("etag")).toBe(etag);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    const unchanged = await statement(id, "", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");

    await call("PUT", `/api/v1/businesses/${id}/procurement`, owner.cookie, { naics_codes: ["238210"] });
    const edited = await statement(id, "", { "if-none-match": etag });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).not.toBe(etag);
    const text = (await pdfOf(edited)).text;
    expect(text).toContain("238210 Electrical Contractors and Other Wiring Installation Contractors");
    expect(text).not.toContain("236220");
  });

  it("lists the other certifications an admin checked, and only while they are current", async () => {
    const id = await newBusiness(server, owner.id, "Checked Caterers");
    const add = async (kind: string, number: string, expires: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ kind, certifier: "Georgia MSDC", number, expires_on: expires })) {
        form.set(k, v);
      }
      form.set("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "cert.pdf");
      const res = await server.api(`/api/v1/businesses/${id}/other-certifications`, {
        method: "POST",
        headers: { cookie: owner.cookie, "x-forwarded-for": freshAddress() },
        body: form,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const checked = await add("nmsdc_mbe", "MBE-111", "2030-06-30");
    await add("dbe", "DBE-222", "2030-06-30");
    const lapsed = await add("wbenc_wbe", "WBE-333", "2030-06-30");
    for (const certId of [checked, lapsed]) {
      const res = await call("PUT", `/api/v1/admin/other-certifications/${certId}/check`, admin.cookie, {
        checked: true,
      });
      expect(res.status).toBe(200);
    }
    await server.database.db
      .update(otherCertifications)
      .set({ expiresOn: "2020-01-31" })
      .where(eq(otherCertifications.id, lapsed));
    const text = (await pdfOf(await statement(id))).text;
    expect(text).toContain("NMSDC MBE (checked by Ujamaa)");
    expect(text).toContain("Georgia MSDC, No. MBE-111, valid until June 30, 2030");
    expect(text).not.toContain("DBE-222");
    expect(text).not.toContain("WBE-333");
  });

  it("keeps to one page whatever the profile holds, and draws names its fonts lack", async () => {
    const id = await newBusiness(server, owner.id, "Łódź Ōsaka Trading 🚀");
    const long = (word: string, n: number) => Array.from({ length: n }, () => word).join(" ");
    const res = await call("PUT", `/api/v1/businesses/${id}/procurement`, owner.cookie, {
      naics_codes: [
        "541511",
        "541512",
        "541513",
        "541519",
        "541611",
        "541612",
        "541613",
        "541614",
        "541618",
        "541620",
      ],
      capabilities: long("capability", 180),
      differentiators: long("different", 99),
      service_areas: [{ country: "US" }, { country: "CA" }, { country: "GB" }, { country: "GH" }],
      past_performance: Array.from({ length: 5 }, (_, i) => ({
        customer: `Customer ${i}`,
        scope: long("scope", 80),
        year: 2020 + i,
        value_range: "over_5m",
      })),
      uei: "J7M9HY3KW2N5",
      cage: "1ABC2",
    });
    expect(res.status).toBe(200);
    const pdf = await pdfOf(await statement(id));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain("Lódz Osaka Trading ?");
    expect(pdf.text).toContain("…");
  });

  it("shows a hidden business's statement only to its owner and admins", async () => {
    const id = await newBusiness(server, owner.id, "Hidden Works");
    await server.database.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, id));
    expect((await statement(id)).status).toBe(404);
    expect((await statement(id, other.cookie)).status).toBe(404);
    expect((await statement(id, owner.cookie)).status).toBe(200);
    expect((await statement(id, admin.cookie)).status).toBe(200);
    expect((await statement("not-a-uuid")).status).toBe(404);
    expect((await statement("5b0b6a5e-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
