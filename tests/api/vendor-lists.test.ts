import { parse } from "csv-parse/sync";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, vendorListRows, vendorLists } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { member, newBusiness, type Who } from "./reviews-fixture";
import { csv, type VendorListBody, vendorListCalls, xlsx, zipBomb } from "./vendor-lists-fixture";

const ADMIN_EMAIL = "admin@vendor-lists.test";
const YEAR = 365 * 86_400_000;

type Row = {
  row: number;
  vendor: { name: string };
  business: {
    id: string;
    name: string;
    url: string;
    certification_tier: string;
    certificate_status: string;
    certification_expires_at: string | null;
  } | null;
  confidence: string | null;
  reason: string;
  decision: string;
};

describe.each(engines())("vendor lists on %s", (engine) => {
  let server: TestServer;
  let buyer: Who;
  let other: Who;
  let admin: Who;
  let calls: ReturnType<typeof vendorListCalls>;
  let certifiedId: string;
  const expires = new Date(Date.now() + YEAR);

  const rowsOf = async (cookie: string, id: string, query = "") => {
    const res = await calls.get(cookie, `/${id}/rows${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as { items: Row[]; total: number; next: string | null };
  };
  const listCount = async () =>
    (await server.database.db.select({ n: count() }).from(vendorLists))[0]!.n +
    (await server.database.db.select({ n: count() }).from(vendorListRows))[0]!.n;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN_EMAIL, TRUSTED_PROXY_HOPS: "1" });
    calls = vendorListCalls(server);
    buyer = await member(server, "buyer@vendor-lists.test", "Bea Buyer");
    other = await member(server, "other@vendor-lists.test", "Otto Other");
    admin = await member(server, ADMIN_EMAIL, "Ada Admin");
    const owner = await member(server, "owner@vendor-lists.test", "Olu Owner");
    certifiedId = await newBusiness(server, owner.id, "Kente Threads Boutique", {
      phone: "(404) 555-0171",
      website: "https://www.kentethreads.example",
      email: "hello@kentethreads.example",
      address: "88 Peachtree St",
      zipCode: "30303",
      isVerified: true,
      certificationTier: "Certified",
      certificationStatus: "approved",
      certificationExpiresAt: expires,
      certificateNumber: "UJ-2026-0001",
    });
    await newBusiness(server, owner.id, "Banneker Tax & Accounting", {
      phone: "(202) 555-0133",
      website: "https://banneker-tax.example",
    });
    await newBusiness(server, owner.id, "Roots Wellness Studio", {
      phone: "(312) 555-0190",
      zipCode: "60615",
    });
  }, 60_000);
  afterAll(() => server?.close());

  let listId: string;

  it("matches an uploaded CSV in a job, each vendor with a confidence and why", async () => {
    const file = csv([
      ["Vendor Name", "Telephone", "Web Site", "Zip"],
      ["Kente Threads Boutique, Inc.", "404-555-0171", "", ""],
      ["Baneker Tax and Acounting LLC", "", "banneker-tax.example", ""],
      ["Roots Wellness Studio", "", "", ""],
      ["Zebra Quantum Plumbing", "(999) 555-0000", "", ""],
      ["=cmd()", "", "", ""],
    ]);
    const res = await calls.upload(buyer.cookie, file, "vendors.csv");
    expect(res.status, await res.clone().text()).toBe(202);
    const accepted = (await res.json()) as VendorListBody;
    expect(accepted).toMatchObject({ status: "processing", total_rows: 5 });
    listId = accepted.id;
    const list = await calls.uploaded(buyer.cookie, file, "vendors-again.csv");
    expect(list).toMatchObject({ status: "ready", total_rows: 5, matched_rows: 5 });
    expect(list.counts).toEqual({ exact: 1, likely: 1, possible: 1, none: 2 });
    expect(list.to_review).toBe(2);

    const { items } = await rowsOf(buyer.cookie, list.id);
    const byName = Object.fromEntries(items.map((r) => [r.vendor.name, r]));
    const kente = byName["Kente Threads Boutique, Inc."]!;
    expect(kente).toMatchObject({
      row: 2,
      confidence: "exact",
      decision: "confirmed",
      reason: "same phone; name 100 % alike",
    });
    expect(kente.business).toMatchObject({
      id: certifiedId,
      url: `/business/${certifiedId}`,
      certification_tier: "Certified",
      certificate_status: "Valid",
    });
    expect(kente.business!.certification_expires_at!.slice(0, 10)).toBe(expires.toISOString().slice(0, 10));
    expect(byName["Baneker Tax and Acounting LLC"]).toMatchObject({
      confidence: "likely",
      decision: "pending",
    });
    expect(byName["Baneker Tax and Acounting LLC"]!.reason).toMatch(/^same website; name \d+ % alike$/);
    expect(byName["Roots Wellness Studio"]).toMatchObject({
      confidence: "possible",
      reason: "name 100 % alike",
    });
    expect(byName["Zebra Quantum Plumbing"]).toMatchObject({ confidence: "none", business: null });

    const likely = await rowsOf(buyer.cookie, list.id, "?confidence=likely");
    expect(likely.items.map((r) => r.vendor.name)).toEqual(["Baneker Tax and Acounting LLC"]);
    expect(likely.total).toBe(1);
  });

  it("reads an XLSX the same way", async () => {
    const list = await calls.uploaded(
      buyer.cookie,
      xlsx([
        ["Company", "Phone Number", "Postal Code"],
        ["Roots Wellness Studio", "312.555.0190", "60615"],
      ]),
      "vendors.xlsx",
    );
    expect(list.counts).toMatchObject({ exact: 1 });
    const { items } = await rowsOf(buyer.cookie, list.id);
    expect(items[0]).toMatchObject({
      confidence: "exact",
      reason: "same phone; same address; name 100 % alike",
    });
  });

  it("among many businesses of one name or one phone, finds the one the vendor is; a list of three batches is matched whole", async () => {
    const owner = await member(server, "chain@vendor-lists.test", "Cal Chain");
    const shop = (i: number) => ({
      name: "Crown & Glory Barbershop",
      category: "Restaurant",
      categorySlug: "restaurant",
      ownerId: owner.id,
      address: `${10 + i} Auburn Ave`,
      zipCode: String(31000 + i),
      phone: `(470) 555-${String(1000 + i)}`,
    });
    const tenant = (i: number) => ({
      name: `Peachtree Tenant Number ${i}`,
      category: "Restaurant",
      categorySlug: "restaurant",
      ownerId: owner.id,
      phone: "(678) 555-0100",
    });
    const rows = await server.database.db
      .insert(businesses)
      .values([
        ...Array.from({ length: 30 }, (_, i) => shop(i)),
        ...Array.from({ length: 12 }, (_, i) => tenant(i)),
        { ...tenant(99), name: "Magnolia Catering Company" },
      ])
      .returning({ id: businesses.id, name: businesses.name, zipCode: businesses.zipCode });
    const atAuburn27 = rows.find((r) => r.zipCode === "31027")!.id;
    const magnolia = rows.find((r) => r.name === "Magnolia Catering Company")!.id;

    const fillers = Array.from({ length: 1_098 }, (_, i) => [`Filler Vendor ${i}`, "", "", ""]);
    const list = await calls.uploaded(
      buyer.cookie,
      csv([
        ["Vendor Name", "Address", "Zip", "Phone"],
        ["Crown and Glory Barbershop", "37 Auburn Avenue", "31027", ""],
        // Named unlike any business (36 % alike): only the shared phone finds it, among thirteen.
        ["Magnolia Events", "", "", "678-555-0100"],
        ...fillers,
      ]),
      "many.csv",
    );
    expect(list).toMatchObject({ status: "ready", total_rows: 1_100, matched_rows: 1_100 });
    const unmatched = await server.database.db
      .select({ n: count() })
      .from(vendorListRows)
      .where(and(eq(vendorListRows.listId, list.id), isNull(vendorListRows.confidence)));
    expect(unmatched[0]!.n).toBe(0);
    const { items } = await rowsOf(buyer.cookie, list.id, "?confidence=exact");
    const byName = Object.fromEntries(items.map((r) => [r.vendor.name, r]));
    expect(byName["Crown and Glory Barbershop"]?.business?.id).toBe(atAuburn27);
    expect(byName["Crown and Glory Barbershop"]?.reason).toBe("same address; name 100 % alike");
    const likely = await rowsOf(buyer.cookie, list.id, "?confidence=likely");
    expect(likely.items.map((r) => [r.vendor.name, r.business?.id])).toEqual([["Magnolia Events", magnolia]]);
  });

  it("lets the owner confirm or reject only likely and possible matches", async () => {
    const { items } = await rowsOf(buyer.cookie, listId);
    const rowOf = (name: string) => items.find((r) => r.vendor.name === name)!.row;
    const likely = await calls.decide(
      buyer.cookie,
      listId,
      rowOf("Baneker Tax and Acounting LLC"),
      "confirmed",
    );
    expect(likely.status).toBe(200);
    expect(await likely.json()).toMatchObject({ decision: "confirmed", confidence: "likely" });
    expect(
      (await calls.decide(buyer.cookie, listId, rowOf("Roots Wellness Studio"), "rejected")).status,
    ).toBe(200);
    expect(
      (await calls.decide(buyer.cookie, listId, rowOf("Kente Threads Boutique, Inc."), "rejected")).status,
    ).toBe(409);
    expect(
      (await calls.decide(buyer.cookie, listId, rowOf("Zebra Quantum Plumbing"), "confirmed")).status,
    ).toBe(409);
    expect((await calls.decide(buyer.cookie, listId, 999, "confirmed")).status).toBe(404);
    expect((await calls.decide(buyer.cookie, listId, 2, "maybe")).status).toBe(400);
    const list = (await (await calls.get(buyer.cookie, `/${listId}`)).json()) as VendorListBody;
    expect(list.to_review).toBe(0);
  });

  it("exports CSV with formula cells neutralised", async () => {
    const res = await calls.get(buyer.cookie, `/${listId}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const [header, ...lines] = parse((await res.text()).replace(/^\uFEFF/, "")) as string[][];
    expect(header).toContain("Certification expires");
    const names = lines.map((l) => l[1]);
    expect(names).toContain("'=cmd()");
    expect(names).not.toContain("=cmd()");
    const kente = lines.find((l) => l[1] === "Kente Threads Boutique, Inc.")!;
    expect(kente.slice(10)).toEqual([
      "Exact",
      "Confirmed",
      "same phone; name 100 % alike",
      "Kente Threads Boutique",
      expect.stringMatching(new RegExp(`/business/${certifiedId}$`)),
      "Certified",
      "Valid",
      expires.toISOString().slice(0, 10),
    ]);
  });

  it("keeps a list private to its owner and admins", async () => {
    const mine = (await (await calls.get(buyer.cookie, "")).json()) as { items: VendorListBody[] };
    expect(mine.items.map((l) => l.id)).toContain(listId);
    const theirs = (await (await calls.get(other.cookie, "")).json()) as { items: VendorListBody[] };
    expect(theirs.items).toEqual([]);
    for (const path of [`/${listId}`, `/${listId}/rows`, `/${listId}/export.csv`]) {
      expect((await calls.get(other.cookie, path)).status, path).toBe(403);
      expect((await calls.get("", path)).status, path).toBe(401);
      expect((await calls.get(admin.cookie, path)).status, path).toBe(200);
    }
    expect((await calls.decide(other.cookie, listId, 2, "confirmed")).status).toBe(403);
    expect((await calls.remove(other.cookie, listId)).status).toBe(403);
    expect((await calls.get(buyer.cookie, "/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await calls.upload("", csv([["Name"], ["A"]]), "a.csv")).status).toBe(401);
  });

  it("refuses bad files with a clear error and creates nothing", async () => {
    const before = await listCount();
    const refused = async (bytes: Uint8Array, name: string, status: number, message: RegExp) => {
      // A refusal that comes while a large body still streams may reset the connection: ask again.
      const res = await calls
        .upload(buyer.cookie, bytes, name)
        .catch(() => calls.upload(buyer.cookie, bytes, name));
      expect(res.status, name).toBe(status);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message, name).toMatch(message);
    };
    await refused(
      csv([
        ["Vendor ID", "Phone"],
        ["17", "555"],
      ]),
      "ids.csv",
      400,
      /needs a name column.*"Vendor Name"/,
    );
    await refused(
      xlsx([["Name"], [{ formula: "1+1" }], [{ formula: 'A2&"x"' }]]),
      "formulas.xlsx",
      400,
      /no vendor names/,
    );
    await refused(zipBomb(30), "bomb.xlsx", 400, /unpacks to far more/);
    const exe = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
      Buffer.alloc(512),
    ]);
    await refused(exe, "vendors.csv", 415, /CSV .* or an Excel workbook/);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    await refused(png, "vendors.csv", 415, /CSV .* or an Excel workbook/);
    const rows = [["Name"], ...Array.from({ length: 50_001 }, (_, i) => [`Vendor ${i}`])];
    await refused(csv(rows), "many.csv", 400, /more than 50,000/);
    const big = new Uint8Array(11 * 1024 * 1024).fill(65);
    await refused(big, "big.csv", 413, /larger than 10 MB/);
    expect(await listCount()).toBe(before);
  });

  it("deletes a list with its rows, for its owner", async () => {
    expect((await calls.remove(buyer.cookie, listId)).status).toBe(204);
    expect((await calls.get(buyer.cookie, `/${listId}`)).status).toBe(404);
    const left = await server.database.db
      .select({ n: count() })
      .from(vendorListRows)
      .where(eq(vendorListRows.listId, listId));
    expect(left[0]!.n).toBe(0);
  });
});
