import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, users } from "~/server/db/schema";
import { VERSION_CHECK_MS } from "~/server/services/search/directory-version";
import { engines } from "../support/test-database";
import { startTestServer, type TestServer } from "../support/test-server";
import { newUser } from "./accounts-fixture";
import { seedDirectory } from "./businesses-fixture";

type Page = { items: { id: string; name: string }[]; total: number };

describe.each(engines())("search cache on %s", (engine) => {
  let server: TestServer;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;

  beforeAll(async () => {
    server = await startTestServer(engine, { SEARCH_CACHE_SECONDS: "60" });
    ids = await seedDirectory(server.database.db);
  });
  afterAll(() => server.close());

  const search = async (query: string): Promise<Page> => {
    const res = await server.api(`/api/v1/businesses?${query}`);
    expect(res.status).toBe(200);
    return res.json();
  };
  const names = (page: Page) => page.items.map((b) => b.name);
  const rename = (id: string, name: string) =>
    server.database.db.update(businesses).set({ name }).where(eq(businesses.id, id));
  const waitForVersionCheck = () => new Promise((r) => setTimeout(r, VERSION_CHECK_MS + 50));

  it("answers a repeated search from memory while the directory has not changed", async () => {
    await waitForVersionCheck();
    expect(names(await search("keyword=harlem"))).toEqual(["Harlem Soul Kitchen"]);
    // A change the version trigger does not see: only a cached answer still shows the old name.
    await server.database.db.execute(
      sql`alter table businesses disable trigger businesses_directory_version`,
    );
    try {
      await rename(ids.harlem, "Harlem Soul Kitchen Renamed");
      await waitForVersionCheck();
      expect(names(await search("keyword=harlem"))).toEqual(["Harlem Soul Kitchen"]);
      // Another search is not in memory yet and reads the table.
      expect(names(await search("keyword=harlem&sort=name"))).toEqual(["Harlem Soul Kitchen Renamed"]);
    } finally {
      await server.database.db.execute(
        sql`alter table businesses enable trigger businesses_directory_version`,
      );
    }
  });

  it("shows a change written by another process within a second", async () => {
    expect(names(await search("keyword=bakery"))).toEqual(["Sweet Auburn Bakery"]);
    await rename(ids.bakery, "Sweet Auburn Bread House");
    await waitForVersionCheck();
    expect(names(await search("keyword=bakery"))).toEqual(["Sweet Auburn Bread House"]);
  });

  it("shows a delete made through the API at once", async () => {
    const cookie = await newUser(server, `cache-${engine}@example.com`);
    const [owner] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `cache-${engine}@example.com`));
    await server.database.db
      .update(businesses)
      .set({ ownerId: owner!.id })
      .where(eq(businesses.id, ids.books));
    await waitForVersionCheck();
    const before = await search("keyword=books");
    expect(before.items.map((b) => b.id)).toContain(ids.books);

    const res = await server.api(`/api/v1/businesses/${ids.books}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(res.status).toBe(204);
    const after = await search("keyword=books");
    expect(after.items.map((b) => b.id)).not.toContain(ids.books);
  });
});
