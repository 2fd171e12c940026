import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "~/server/db/schema";
import { OWNER_ID, seedDirectory } from "../../../tests/api/businesses-fixture";
import { signedIn } from "../../../tests/support/actors";
import { engines } from "../../../tests/support/test-database";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { loadCertificationPage } from "./certification.server";

const OWNER = signedIn(OWNER_ID);
const at = (search: string) => new URL(`http://localhost/certification${search}`);

describe.each(engines())("the certification loader on %s", (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    await seedDirectory(server.database.db);
    // 2 businesses from the fixture + 12 more: two pages of 12.
    await server.database.db.insert(businesses).values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Owner Extra ${String(i + 1).padStart(2, "0")}`,
        ownerId: OWNER_ID,
        category: "Restaurant",
        categorySlug: "restaurant",
        address: `${i + 1} Main St`,
        city: "Chicago",
        state: "IL",
        zipCode: "60601",
        country: "USA",
        phone: "(312) 555-0100",
      })),
    );
  });
  afterAll(() => server?.close());

  it("lists every one of an owner's businesses, a page of 12 at a time", async () => {
    const first = await loadCertificationPage(server.runtime, OWNER, at("?tab=applications"));
    expect(first.page).toBe(1);
    expect(first.businesses?.total).toBe(14);
    expect(first.businesses?.items).toHaveLength(12);
    expect(first.businesses?.next).toBe(2);

    const second = await loadCertificationPage(server.runtime, OWNER, at("?tab=applications&page=2"));
    expect(second.page).toBe(2);
    expect(second.businesses?.items).toHaveLength(2);
    expect(second.businesses?.next).toBeNull();
    const seen = new Set([...first.businesses!.items, ...second.businesses!.items].map((b) => b.id));
    expect(seen.size).toBe(14);
    expect([...first.businesses!.items, ...second.businesses!.items].every((b) => b.is_mine)).toBe(true);
  });

  it("reads a page number it cannot use as the first page", async () => {
    const page = await loadCertificationPage(server.runtime, OWNER, at("?page=abc"));
    expect(page.page).toBe(1);
    expect(page.businesses?.items).toHaveLength(12);
  });
});
