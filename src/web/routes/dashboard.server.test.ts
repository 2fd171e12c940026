import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FALLBACK_FORM_CATEGORIES } from "~/domain/businesses/business-templates";
import { OWNER_ID, seedDirectory } from "../../../tests/api/businesses-fixture";
import { signedIn } from "../../../tests/support/actors";
import { engines } from "../../../tests/support/test-database";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { loadDashboard } from "./dashboard.server";

const OWNER = signedIn(OWNER_ID);
const ADMIN = signedIn("user-admin", "admin");
const at = (search: string) => new URL(`http://localhost/dashboard${search}`);

describe.each(engines())("the dashboard loader on %s", (engine) => {
  let server: TestServer;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ids = await seedDirectory(server.database.db);
  });
  afterAll(() => server?.close());

  it("gives an owner their own businesses (a search is for admins) and the built-in categories", async () => {
    const page = await loadDashboard(server.runtime, OWNER, at("?q=Bakery"));
    expect(page.isAdmin).toBe(false);
    expect(page.query).toEqual({ q: "", page: 1, pageSize: 12 });
    expect(page.businesses?.items.map((b) => b.name).sort()).toEqual(["Closed Cafe", "Harlem Soul Kitchen"]);
    expect(page.businesses?.items.every((b) => b.is_mine)).toBe(true);
    expect(page.certification?.items).toEqual([]);
    expect(page.renewals?.items).toEqual([]);
    // The test database has no categories: the form falls back to the spec's twelve.
    expect(page.categories).toEqual([...FALLBACK_FORM_CATEGORIES]);
    // The template documents are the admin tabs'.
    expect(page.documents).toBeNull();
  });

  it("gives an admin every business, a page at a time, searchable by name or city", async () => {
    const all = await loadDashboard(server.runtime, ADMIN, at(""));
    expect(all.isAdmin).toBe(true);
    expect(all.businesses?.total).toBe(Object.keys(ids).length);
    expect(all.businesses?.items.some((b) => !b.is_mine)).toBe(true);
    // The two document tabs read their templates with the page.
    expect(all.documents?.templates).toBeInstanceOf(Array);
    expect(all.documents?.overview.total).toBe(all.documents?.templates.length);

    const bakery = await loadDashboard(server.runtime, ADMIN, at("?q=BAKERY"));
    expect(bakery.query.q).toBe("BAKERY");
    expect(bakery.businesses?.items.map((b) => b.name)).toEqual(["Sweet Auburn Bakery"]);
    const toronto = await loadDashboard(server.runtime, ADMIN, at("?q=toronto"));
    expect(toronto.businesses?.items.map((b) => b.name)).toEqual(["Toronto Tech Hub"]);

    const past = await loadDashboard(server.runtime, ADMIN, at("?page=2"));
    expect(past.query.page).toBe(2);
    expect(past.businesses).toMatchObject({ items: [], next: null });
    const bad = await loadDashboard(server.runtime, ADMIN, at("?page=abc"));
    expect(bad.query.page).toBe(1);
  });

  it("opens ?edit= only on a business the user may change", async () => {
    const own = await loadDashboard(server.runtime, OWNER, at(`?edit=${ids.harlem}`));
    expect(own.editing?.name).toBe("Harlem Soul Kitchen");
    const inactiveOwn = await loadDashboard(server.runtime, OWNER, at(`?edit=${ids.closedCafe}`));
    expect(inactiveOwn.editing?.name).toBe("Closed Cafe");
    const others = await loadDashboard(server.runtime, OWNER, at(`?edit=${ids.bakery}`));
    expect(others.editing).toBeNull();
    const admin = await loadDashboard(server.runtime, ADMIN, at(`?edit=${ids.bakery}`));
    expect(admin.editing?.name).toBe("Sweet Auburn Bakery");
    const missing = await loadDashboard(server.runtime, ADMIN, at("?edit=not-a-uuid"));
    expect(missing.editing).toBeNull();
  });

  it("shows a failed read as a missing list, not a failed page", async () => {
    const fail = (): never => {
      throw new Error("connection refused");
    };
    const db = new Proxy({}, { get: () => fail }) as TestServer["database"]["db"];
    const page = await loadDashboard({ ...server.runtime, db }, OWNER, at(""));
    expect(page).toMatchObject({ businesses: null, certification: null, renewals: null, editing: null });
    expect(page.categories).toEqual([...FALLBACK_FORM_CATEGORIES]);
  });
});
