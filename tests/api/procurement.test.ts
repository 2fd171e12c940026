import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CSV_HEADER } from "~/domain/businesses/business-csv";
import { businesses, procurementProfiles } from "~/server/db/schema";
import { ANONYMOUS } from "~/server/policy";
import { loadBusinessPage } from "~/web/routes/business-detail.server";
import { loadDirectory } from "~/web/routes/directory.server";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { freshAddress, member, newBusiness, type Who } from "./reviews-fixture";

const ADMIN_EMAIL = "admin@procurement.test";
const HIDDEN_CUSTOMER = "Quiet Federal Agency";

/** A full, valid profile: an owner's answer shows every part of it back. */
const PROFILE = {
  naics_codes: ["541511", "541512"],
  capabilities: "  Custom <b>software</b> for agencies.<script>alert(1)</script>  ",
  differentiators: "Veteran-led team.",
  service_areas: [{ country: "US", region: "GA" }, { country: "CA" }],
  past_performance: [
    { customer: "City of Atlanta", scope: "Permit portal", year: 2023, value_range: "100k_500k" },
    { customer: HIDDEN_CUSTOMER, scope: "Data migration", year: 2022, hide_customer: true },
  ],
  uei: "j7m9hy3kw2n5",
  cage: "1abc2",
};

describe.each(engines())("procurement profiles API on %s", (engine) => {
  let server: TestServer;
  let owner: Who;
  let other: Who;
  let admin: Who;
  let businessId: string;

  const call = (method: string, path: string, cookie = "", body?: unknown) =>
    server.api(path, {
      method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": freshAddress(),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const read = (id: string, cookie = "") => call("GET", `/api/v1/businesses/${id}/procurement`, cookie);
  const put = (id: string, cookie: string, body: unknown) =>
    call("PUT", `/api/v1/businesses/${id}/procurement`, cookie, body);
  const stored = async (id: string) =>
    (
      await server.database.db
        .select()
        .from(procurementProfiles)
        .where(eq(procurementProfiles.businessId, id))
    )[0];

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: ADMIN_EMAIL, TRUSTED_PROXY_HOPS: "1" });
    [owner, other, admin] = await Promise.all([
      member(server, "owner@procurement.test", "Jordan Ellis"),
      member(server, "other@procurement.test", "Kwame Mensah"),
      member(server, ADMIN_EMAIL, "Ada Admin"),
    ]);
    businessId = await newBusiness(server, owner.id, "Peachtree Software");
  });
  afterAll(() => server.close());

  it("answers an empty profile for a business without one, to anyone", async () => {
    const id = await newBusiness(server, owner.id, "Empty Profile Co");
    const res = await read(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      business_id: id,
      naics_edition: expect.stringMatching(/^NAICS \d{4}$/),
      naics: [],
      capabilities: null,
      differentiators: null,
      service_areas: [],
      past_performance: [],
      uei: null,
      cage: null,
      other_certifications: [],
      updated_at: null,
    });
    expect((await call("GET", "/api/v1/businesses/not-a-uuid/procurement")).status).toBe(404);
  });

  it("lets the owner save a profile: sanitised, codes upper-cased, titles and sectors derived", async () => {
    const res = await put(businessId, owner.cookie, PROFILE);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await res.json();
    expect(saved.naics).toEqual([
      {
        code: "541511",
        title: "Custom Computer Programming Services",
        sector: "54",
        sector_title: "Professional, Scientific, and Technical Services",
      },
      expect.objectContaining({ code: "541512", sector: "54" }),
    ]);
    expect(saved.capabilities).toBe("Custom software for agencies.");
    expect(saved.service_areas).toEqual([
      { country: "US", region: "GA", code: "US-GA", label: "Georgia, United States" },
      { country: "CA", region: null, code: "CA", label: "Canada" },
    ]);
    expect(saved.uei).toBe("J7M9HY3KW2N5");
    expect(saved.cage).toBe("1ABC2");
    expect(saved.past_performance[1]).toEqual({
      customer: HIDDEN_CUSTOMER,
      scope: "Data migration",
      year: 2022,
      value_range: null,
      hide_customer: true,
    });
  });

  it("shows a hidden customer's name only to the owner and admins", async () => {
    await put(businessId, owner.cookie, PROFILE);
    for (const cookie of ["", other.cookie]) {
      const text = await (await read(businessId, cookie)).text();
      expect(text).not.toContain(HIDDEN_CUSTOMER);
      const profile = JSON.parse(text);
      expect(profile.past_performance.map((p: { customer: string | null }) => p.customer)).toEqual([
        "City of Atlanta",
        null,
      ]);
    }
    for (const cookie of [owner.cookie, admin.cookie]) {
      expect(await (await read(businessId, cookie)).text()).toContain(HIDDEN_CUSTOMER);
    }
  });

  it("gives the business page the profile as the public reads it", async () => {
    await put(businessId, owner.cookie, PROFILE);
    const visitor = {
      address: "192.0.2.1",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0",
    };
    const url = new URL(`http://localhost/business/${businessId}`);
    const page = await loadBusinessPage(businessId, url, server.runtime, ANONYMOUS, visitor);
    expect(page.procurement.naics.map((n) => n.code)).toEqual(["541511", "541512"]);
    expect(JSON.stringify(page)).not.toContain(HIDDEN_CUSTOMER);
  });

  it("lets only the owner or an admin write: 401 for a visitor, 403 for another user, nothing changed", async () => {
    await put(businessId, owner.cookie, PROFILE);
    const before = await stored(businessId);
    const change = { ...PROFILE, differentiators: "Changed." };
    expect((await put(businessId, "", change)).status).toBe(401);
    const refused = await put(businessId, other.cookie, change);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    expect(await stored(businessId)).toEqual(before);

    const byAdmin = await put(businessId, admin.cookie, { ...PROFILE, differentiators: "Set by an admin." });
    expect(byAdmin.status).toBe(200);
    expect((await (await read(businessId)).json()).differentiators).toBe("Set by an admin.");
  });

  it("hides an inactive business's profile from everyone but its owner and admins", async () => {
    const id = await newBusiness(server, owner.id, "Hidden Supplier", { isActive: false });
    expect((await read(id)).status).toBe(404);
    expect((await read(id, other.cookie)).status).toBe(404);
    expect((await read(id, owner.cookie)).status).toBe(200);
    expect((await read(id, admin.cookie)).status).toBe(200);
  });

  it.each([
    ["a seven-digit NAICS code", { naics_codes: ["5415110"] }, "naics_codes.0"],
    ["a code outside the list", { naics_codes: ["541511", "999999"] }, "naics_codes.1"],
    ["eleven codes", { naics_codes: Array.from({ length: 11 }, (_, i) => `5415${10 + i}`) }, "naics_codes"],
    ["a repeated code", { naics_codes: ["541511", "541511"] }, "naics_codes"],
    ["a long capabilities summary", { capabilities: "x".repeat(2_001) }, "capabilities"],
    ["long differentiators", { differentiators: "x".repeat(1_001) }, "differentiators"],
    ["an unknown country", { service_areas: [{ country: "ZZ" }] }, "service_areas.0.country"],
    [
      "a region of another country",
      { service_areas: [{ country: "CA", region: "GA" }] },
      "service_areas.0.region",
    ],
    [
      "six past contracts",
      { past_performance: Array(6).fill(PROFILE.past_performance[0]) },
      "past_performance",
    ],
    [
      "a value outside the list",
      { past_performance: [{ ...PROFILE.past_performance[0], value_range: "lots" }] },
      "past_performance.0.value_range",
    ],
    ["a UEI with an O", { uei: "J7M9HY3KW2O5" }, "uei"],
    ["a UEI starting with 0", { uei: "07M9HY3KW2N5" }, "uei"],
    ["a short CAGE code", { cage: "1AB" }, "cage"],
    ["an unknown field", { rating: 5 }, "rating"],
  ])("refuses %s with 400 and its field, changing nothing", async (_, body, field) => {
    await put(businessId, owner.cookie, PROFILE);
    const before = await stored(businessId);
    const res = await put(businessId, owner.cookie, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation");
    expect(Object.keys(error.fields)).toContain(field);
    expect(await stored(businessId)).toEqual(before);
  });

  it("searches the shipped NAICS list by code prefix or by words", async () => {
    const byCode = await (await call("GET", "/api/v1/naics?q=54151")).json();
    expect(byCode.edition).toMatch(/^NAICS \d{4}$/);
    expect(byCode.items.map((i: { code: string }) => i.code)).toEqual([
      "541511",
      "541512",
      "541513",
      "541519",
    ]);
    const byWords = await (await call("GET", "/api/v1/naics?q=computer%20program")).json();
    expect(byWords.items).toEqual([{ code: "541511", title: "Custom Computer Programming Services" }]);
    expect((await (await call("GET", "/api/v1/naics?q=zzzzqq")).json()).items).toEqual([]);
  });

  describe("the directory's filters and CSV", () => {
    const names = { software: "Filter Software GA", builder: "Filter Builders US", none: "Filter Bakery" };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      for (const [key, name] of Object.entries(names)) ids[key] = await newBusiness(server, owner.id, name);
      await put(ids.software!, owner.cookie, {
        naics_codes: ["541511"],
        service_areas: [{ country: "US", region: "GA" }],
      });
      await put(ids.builder!, owner.cookie, { naics_codes: ["236220"], service_areas: [{ country: "US" }] });
    });

    async function found(query: string) {
      const res = await call("GET", `/api/v1/businesses?keyword=filter&limit=50&${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const { items } = await res.json();
      return items.map((b: { name: string }) => b.name).sort();
    }

    it("filters by a NAICS prefix from the sector to the industry", async () => {
      expect(await found("naics=54")).toEqual([names.software]);
      expect(await found("naics=541511")).toEqual([names.software]);
      expect(await found("naics=23")).toEqual([names.builder]);
      expect(await found("naics=11")).toEqual([]);
    });

    it("filters by service area: a country finds its regions, a region finds the whole country too", async () => {
      expect(await found("service_area=US")).toEqual([names.builder, names.software].sort());
      expect(await found("service_area=us-ga")).toEqual([names.builder, names.software].sort());
      expect(await found("service_area=US-FL")).toEqual([names.builder]);
      expect(await found("service_area=CA")).toEqual([]);
      expect(await found("naics=54&service_area=US-FL")).toEqual([]);
    });

    it("refuses a malformed filter with 400", async () => {
      for (const query of ["naics=5", "naics=5415111", "naics=54a", "service_area=USA-GEORGIA"]) {
        expect((await call("GET", `/api/v1/businesses?${query}`)).status, query).toBe(400);
      }
    });

    it("filters /directory the same way (its loader)", async () => {
      const url = new URL("http://localhost/directory?search=filter&naics=5415");
      const { results } = await loadDirectory(url, server.runtime);
      expect(results.status).toBe("ok");
      const items = results.status === "ok" ? results.items : [];
      expect(items.map((b) => b.name)).toEqual([names.software]);
    });

    it("a profile's change shows in the next search", async () => {
      expect(await found("naics=44")).toEqual([]);
      await put(ids.none!, owner.cookie, { naics_codes: ["445110"] });
      expect(await found("naics=44")).toEqual([names.none]);
      await put(ids.none!, owner.cookie, {});
    });

    it("carries NAICS codes and service areas in the CSV, filtered alike", async () => {
      const res = await call("GET", "/api/v1/businesses.csv?keyword=filter&service_area=US-GA");
      expect(res.status).toBe(200);
      const [header, ...rows] = parse(await res.text(), { bom: true }) as string[][];
      expect(header).toEqual([...BUSINESS_CSV_HEADER]);
      const at = (row: string[], column: string) => row[header!.indexOf(column)];
      const byName = Object.fromEntries(rows.map((r) => [r[0], r]));
      expect(Object.keys(byName).sort()).toEqual([names.builder, names.software].sort());
      expect(at(byName[names.software]!, "NAICS codes")).toBe("541511");
      expect(at(byName[names.software]!, "Service areas")).toBe("US-GA");
      expect(at(byName[names.builder]!, "Service areas")).toBe("US");
    });
  });

  it("goes with its business", async () => {
    const id = await newBusiness(server, owner.id, "Short Lived Supplier");
    await put(id, owner.cookie, { naics_codes: ["541511"] });
    await server.database.db.delete(businesses).where(eq(businesses.id, id));
    expect(await stored(id)).toBeUndefined();
  });
});
