import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractOpportunities, users } from "~/server/db/schema";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { jsonCall, signInRoles } from "./accounts-fixture";

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const FORM = {
  title: "Website redesign",
  company_name: "Acme Corp",
  description: "A new site for our stores.",
  budget_min: 5000,
  budget_max: 10000,
  deadline: dateIn(30),
  location: "Atlanta, GA",
  category: "technology",
  requirements: ["React", "Accessibility", "SEO", "Hosting"],
};

type Opportunity = { id: string; title: string; is_active: boolean; can_manage: boolean } & Record<
  string,
  unknown
>;

describe.each(engines())("opportunities on %s", (engine) => {
  let server: TestServer;
  let owner: string;
  let other: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_EMAILS: "admin@opps.test", AUTH_RATE_LIMIT: "false" });
    ({ owner, other, admin } = await signInRoles(server, "opps.test"));
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    jsonCall(server, method, path, cookie, body);
  const create = async (body: unknown = FORM, cookie = owner) => {
    const res = await call("POST", "/api/v1/opportunities", cookie, body);
    expect(res.status).toBe(201);
    return (await res.json()) as Opportunity;
  };
  const listed = async (query = "", cookie = "") => {
    const res = await call("GET", `/api/v1/opportunities${query}`, cookie);
    expect(res.status).toBe(200);
    return (await res.json()) as { items: Opportunity[]; total: number; next: number | null };
  };
  const listedIds = async (query = "") => (await listed(query)).items.map((o) => o.id);
  const storedCount = async () => (await server.database.db.select().from(contractOpportunities)).length;

  it("lets a signed-in user post: they are its poster, it is open and listed first for everyone", async () => {
    const created = await create();
    expect(created).toMatchObject({
      title: "Website redesign",
      company_name: "Acme Corp",
      budget_min: 5000,
      budget_max: 10000,
      category: "technology",
      requirements: ["React", "Accessibility", "SEO", "Hosting"],
      is_active: true,
      can_manage: true,
    });
    const [me] = await server.database.db.select().from(users).where(eq(users.email, "owner@opps.test"));
    const [row] = await server.database.db
      .select()
      .from(contractOpportunities)
      .where(eq(contractOpportunities.id, created.id));
    expect(row?.createdBy).toBe(me?.id);
    const later = await create({ ...FORM, title: "Later one" });
    const page = await listed();
    expect(page.items.map((o) => o.id).slice(0, 2)).toEqual([later.id, created.id]);
    expect(page.items[0]?.can_manage).toBe(false);
    expect((await listed("", other)).items[0]?.can_manage).toBe(false);
    expect((await listed("", admin)).items[0]?.can_manage).toBe(true);
  });

  it("refuses a visitor's post with 401 and stores nothing", async () => {
    const before = await storedCount();
    expect((await call("POST", "/api/v1/opportunities", "", FORM)).status).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it("answers the spec's messages and field errors for bad input, storing nothing", async () => {
    const before = await storedCount();
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ title: "" }, "title", "Title is required"],
      [{ company_name: "   " }, "company_name", "Company name is required"],
      [{ title: "<b></b>" }, "title", "Title is required"],
      [{ budget_min: 10, budget_max: 5 }, "budget_max", /at least the minimum/],
      [{ budget_min: -1 }, "budget_min", "Budget cannot be negative"],
      [{ budget_max: "lots" }, "budget_max", "Budget must be a number"],
      [{ budget_min: true }, "budget_min", "Budget must be a number"],
      [{ deadline: dateIn(-3) }, "deadline", "Deadline cannot be in the past"],
      [{ deadline: "next week" }, "deadline", "Enter a valid date"],
      [{ category: "plumbing" }, "category", "Choose a category from the list"],
      [{ requirements: Array.from({ length: 1000 }, (_, i) => `Skill ${i}`) }, "requirements", /At most 20/],
      [{ requirements: ["x".repeat(201)] }, "requirements", /at most 200 characters/],
      [{ description: "x".repeat(100_000) }, "description", /at most 5,000 characters/],
      [{ created_by: "someone" }, "created_by", /./],
      [{ is_active: false }, "is_active", /./],
    ];
    for (const [change, field, message] of cases) {
      const res = await call("POST", "/api/v1/opportunities", owner, { ...FORM, ...change });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields[field]).toMatch(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it("strips markup, drops empty and repeated requirements, and turns empty optionals into none", async () => {
    const created = await create({
      title: "<script>alert(1)</script>Logo <b>design</b>",
      company_name: "Brand <i>Co</i>",
      description: "<img src=x onerror=alert(1)>Clean text",
      budget_min: "",
      budget_max: "2500",
      deadline: "",
      location: "",
      category: "",
      requirements: ["Figma", "", "  ", "figma", "<b>Illustrator</b>"],
    });
    expect(created).toMatchObject({
      title: "Logo design",
      company_name: "Brand Co",
      description: "Clean text",
      budget_min: null,
      budget_max: 2500,
      deadline: null,
      location: null,
      category: null,
      requirements: ["Figma", "Illustrator"],
    });
  });

  it("filters by category and location, and pages on the server", async () => {
    const design = await create({
      ...FORM,
      title: "Poster art",
      category: "design",
      location: "Oakland, CA",
    });
    expect(await listedIds("?category=design")).toEqual([design.id]);
    expect(await listedIds("?location=oakland")).toEqual([design.id]);
    expect(await listedIds("?category=technology&location=oakland")).toEqual([]);
    expect((await listedIds("?category=all")).length).toBeGreaterThan(1);
    expect((await call("GET", "/api/v1/opportunities?category=plumbing", "")).status).toBe(400);
    for (let i = 0; i < 13; i++) await create({ ...FORM, title: `Bulk ${i}`, category: "other" });
    const first = await listed("?category=other");
    expect(first.items).toHaveLength(12);
    expect(first.next).toBe(2);
    const second = await listed("?category=other&page=2");
    expect(second.next).toBeNull();
    expect(second.total).toBe(first.total);
    expect(new Set([...first.items, ...second.items].map((o) => o.id)).size).toBe(first.total);
  });

  it("drops an opportunity past its deadline from the list by itself; only its poster and admins still read it", async () => {
    const created = await create({ ...FORM, title: "Soon over" });
    await server.database.db
      .update(contractOpportunities)
      .set({ deadline: dateIn(-2) })
      .where(eq(contractOpportunities.id, created.id));
    expect(await listedIds()).not.toContain(created.id);
    expect((await call("GET", `/api/v1/opportunities/${created.id}`, "")).status).toBe(404);
    expect((await call("GET", `/api/v1/opportunities/${created.id}`, other)).status).toBe(404);
    expect((await call("GET", `/api/v1/opportunities/${created.id}`, owner)).status).toBe(200);
    expect((await call("GET", `/api/v1/opportunities/${created.id}`, admin)).status).toBe(200);
  });

  it("reads one open opportunity for anyone, 404 for unknown ids", async () => {
    const created = await create();
    const res = await call("GET", `/api/v1/opportunities/${created.id}`, "");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, can_manage: false });
    expect((await call("GET", "/api/v1/opportunities/not-a-uuid", "")).status).toBe(404);
    expect((await call("GET", `/api/v1/opportunities/${crypto.randomUUID()}`, "")).status).toBe(404);
  });

  it("lets the poster edit and close their own; another user gets 403, a visitor 401", async () => {
    const created = await create();
    const path = `/api/v1/opportunities/${created.id}`;
    expect((await call("PATCH", path, "", { title: "Mine now" })).status).toBe(401);
    expect((await call("PATCH", path, other, { title: "Mine now" })).status).toBe(403);
    expect((await call("PATCH", path, other, { is_active: false })).status).toBe(403);
    const edited = await call("PATCH", path, owner, { title: "Website redesign, phase 2", budget_max: "" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: "Website redesign, phase 2", budget_max: null });
    const badOrder = await call("PATCH", path, owner, { budget_max: 10 });
    expect(badOrder.status).toBe(400);
    expect(
      ((await badOrder.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("budget_max");
    const closed = await call("PATCH", path, owner, { is_active: false });
    expect(closed.status).toBe(200);
    expect(await listedIds()).not.toContain(created.id);
    expect((await call("GET", path, "")).status).toBe(404);
    expect((await call("GET", path, owner)).status).toBe(200);
  });

  it("lets an admin edit, close and delete anyone's; others cannot delete", async () => {
    const created = await create();
    const path = `/api/v1/opportunities/${created.id}`;
    const edited = await call("PATCH", path, admin, { category: "consulting" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ category: "consulting", can_manage: true });
    expect((await call("DELETE", path, "")).status).toBe(401);
    expect((await call("DELETE", path, other)).status).toBe(403);
    expect((await call("DELETE", path, admin)).status).toBe(204);
    expect((await call("GET", path, admin)).status).toBe(404);
    const own = await create();
    expect((await call("DELETE", `/api/v1/opportunities/${own.id}`, owner)).status).toBe(204);
  });

  it("takes NAICS codes on create and edit and answers them with their titles and edition", async () => {
    const created = await create({ ...FORM, title: "Booking app", naics_codes: ["541511", " 541512 "] });
    const custom = {
      code: "541511",
      title: "Custom Computer Programming Services",
      sector: "54",
      sector_title: "Professional, Scientific, and Technical Services",
    };
    expect(created).toMatchObject({ naics_edition: "NAICS 2017", naics: [custom, { code: "541512" }] });
    const path = `/api/v1/opportunities/${created.id}`;
    expect(await (await call("GET", path, "")).json()).toMatchObject({ naics: [custom, { code: "541512" }] });
    // Left out of an edit: kept; given: replaced; empty: none.
    expect(await (await call("PATCH", path, owner, { title: "Booking app, v2" })).json()).toMatchObject({
      naics: [custom, { code: "541512" }],
    });
    const replaced = await call("PATCH", path, owner, { naics_codes: ["236220"] });
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as Opportunity).naics).toEqual([
      expect.objectContaining({
        code: "236220",
        title: "Commercial and Institutional Building Construction",
      }),
    ]);
    expect((await call("PATCH", path, other, { naics_codes: ["541511"] })).status).toBe(403);
    expect(await (await call("PATCH", path, owner, { naics_codes: [] })).json()).toMatchObject({ naics: [] });
    // None given: none.
    expect((await create()).naics).toEqual([]);
  });

  it("refuses a NAICS code that is not six digits or not on the list, changing nothing", async () => {
    const before = await storedCount();
    const cases: [unknown, string, string][] = [
      [["5415111"], "naics_codes.0", "A NAICS code is six digits"],
      [["54151"], "naics_codes.0", "A NAICS code is six digits"],
      [[541511], "naics_codes.0", "A NAICS code is six digits"],
      [["541511", "999999"], "naics_codes.1", "Choose NAICS codes from the NAICS 2017 list"],
      [["541511", "541511"], "naics_codes", "Each NAICS code once"],
      [
        Array.from({ length: 11 }, (_, i) => String(541510 + i)),
        "naics_codes",
        "Choose at most 10 NAICS codes",
      ],
      ["541511", "naics_codes", "A NAICS code is six digits"],
    ];
    const created = await create({ ...FORM, title: "Coded", naics_codes: ["541511"] });
    const path = `/api/v1/opportunities/${created.id}`;
    for (const [codes, field, message] of cases) {
      for (const [method, url] of [
        ["POST", "/api/v1/opportunities"],
        ["PATCH", path],
      ] as const) {
        const res = await call(method, url, owner, {
          ...(method === "POST" ? FORM : {}),
          naics_codes: codes,
        });
        expect(res.status, `${method} ${JSON.stringify(codes)}`).toBe(400);
        const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
        expect(body.error.code).toBe("validation");
        expect(body.error.fields[field], `${method} ${JSON.stringify(codes)}`).toBe(message);
      }
    }
    expect(await storedCount()).toBe(before + 1);
    const [row] = await server.database.db
      .select()
      .from(contractOpportunities)
      .where(eq(contractOpportunities.id, created.id));
    expect(row).toMatchObject({ naicsCodes: ["541511"], title: "Coded" });
  });

  it("filters by a NAICS prefix from the sector down to the code", async () => {
    const coded = await create({ ...FORM, title: "Prefixed", naics_codes: ["811212"] });
    for (const prefix of ["81", "811", "8112", "81121", "811212"])
      expect(await listedIds(`?naics=${prefix}`), prefix).toEqual([coded.id]);
    expect(await listedIds("?naics=811213")).toEqual([]);
    for (const bad of ["8", "8112120", "81a"]) {
      const res = await call("GET", `/api/v1/opportunities?naics=${bad}`, "");
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.naics).toBe("naics is 2 to 6 digits");
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await server.api("/api/v1/openapi.json")).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths["/opportunities"] ?? {})).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/opportunities/{id}"] ?? {})).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
  });
});
