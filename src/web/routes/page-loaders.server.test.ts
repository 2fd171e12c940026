import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDaily, businesses, reviews, users } from "~/server/db/schema";
import { ANONYMOUS } from "~/server/policy";
import { createSearchCache } from "~/server/services/search/search-cache";
import { loadResults } from "~/web/features/search/results/load-results.server";
import { LISTING_PAGE } from "~/web/features/search/search-pages";
import { OWNER_ID, seedDirectory } from "../../../tests/api/businesses-fixture";
import { signedIn } from "../../../tests/support/actors";
import { engines } from "../../../tests/support/test-database";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";
import { loadBusinessPage } from "./business-detail.server";
import { sitemapIndex, sitemapPart } from "./sitemap.server";
import { loadStorefrontAnalytics } from "./storefront-analytics.server";
import { loadVerifyPage } from "./verify.server";

const OWNER = signedIn(OWNER_ID);
/** A person's browser. */
const BROWSER = {
  address: "192.0.2.1",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
};
const pageUrl = (id: string, query = "") => new URL(`http://localhost/business/${id}${query}`);

/** The status a loader threw with (React Router's data() or a Response). */
function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  return (error as { init?: { status?: number } } | undefined)?.init?.status;
}

async function profileViews(server: TestServer, id: string): Promise<number> {
  const rows = await server.database.db
    .select({ count: analyticsDaily.count })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.businessId, id), eq(analyticsDaily.kind, "profile_view")));
  return rows[0]?.count ?? 0;
}

describe.each(engines())("page loaders on %s", (engine) => {
  let server: TestServer;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ids = await seedDirectory(server.database.db);
  });
  afterAll(() => server?.close());

  it("the business page has its JSON-LD with '<' escaped and counts a visitor's view in the background", async () => {
    await server.database.db
      .update(businesses)
      .set({ description: "Best </script><script>alert(1)</script> in town" })
      .where(eq(businesses.id, ids.bakery));
    const page = await loadBusinessPage(ids.bakery, pageUrl(ids.bakery), server.runtime, ANONYMOUS, BROWSER);
    expect(page.business.name).toBe("Sweet Auburn Bakery");
    expect(page.jsonLd).not.toContain("<");
    const ld = JSON.parse(page.jsonLd);
    expect(ld).toMatchObject({ "@type": "LocalBusiness", name: "Sweet Auburn Bakery" });
    expect(ld.description).toContain("</script>");
    expect(page.pageUrl).toBe(`${server.runtime.config.baseUrl}/business/${ids.bakery}`);
    await server.runtime.profileViews.flush();
    expect(await profileViews(server, ids.bakery)).toBe(1);
  });

  it("the business page has its reviews, the viewer's own one, and LocalBusiness JSON-LD with AggregateRating and Review", async () => {
    const { db } = server.database;
    await db.insert(users).values([
      { id: "reviewer-a", name: "Amara Okafor", email: "amara@example.com", emailVerified: true },
      { id: "reviewer-b", name: "Kwame Mensah", email: "kwame@example.com", emailVerified: true },
    ]);
    await db.insert(reviews).values([
      {
        businessId: ids.toronto,
        authorId: "reviewer-a",
        rating: 5,
        body: "Great </script> help",
        createdAt: new Date(Date.now() - 60_000),
      },
      { businessId: ids.toronto, authorId: "reviewer-b", rating: 4, body: "Good" },
    ]);
    const page = await loadBusinessPage(
      ids.toronto,
      pageUrl(ids.toronto),
      server.runtime,
      signedIn("reviewer-a"),
      BROWSER,
    );
    expect(page.business).toMatchObject({ rating: 4.5, review_count: 2 });
    expect(page.reviews).toMatchObject({ total: 2, next: null, page: 1, rating: 4.5 });
    expect(page.reviews.items.map((r) => r.author_name)).toEqual(["Kwame M.", "Amara O."]);
    expect(page.mine).toMatchObject({ eligibility: "can_write", review: { rating: 5, is_hidden: false } });
    expect(
      (await loadBusinessPage(ids.toronto, pageUrl(ids.toronto), server.runtime, ANONYMOUS, BROWSER)).mine,
    ).toEqual({
      review: null,
      eligibility: "sign_in",
    });
    expect(page.jsonLd).not.toContain("<");
    const ld = JSON.parse(page.jsonLd);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    expect(ld.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        author: { "@type": "Person", name: "Kwame M." },
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        reviewBody: "Good",
      }),
      expect.objectContaining({ reviewBody: "Great </script> help" }),
    ]);
    // A page asked for past the last one is empty; an unreadable one is the first.
    expect(
      (
        await loadBusinessPage(
          ids.toronto,
          pageUrl(ids.toronto, "?reviews_page=2"),
          server.runtime,
          ANONYMOUS,
          BROWSER,
        )
      ).reviews.items,
    ).toEqual([]);
    expect(
      (
        await loadBusinessPage(
          ids.toronto,
          pageUrl(ids.toronto, "?reviews_page=x"),
          server.runtime,
          ANONYMOUS,
          BROWSER,
        )
      ).reviews.page,
    ).toBe(1);
    // Without reviews: no AggregateRating (never a made-up rating).
    const none = JSON.parse(
      (await loadBusinessPage(ids.crown, pageUrl(ids.crown), server.runtime, ANONYMOUS, BROWSER)).jsonLd,
    );
    expect(none.aggregateRating).toBeUndefined();
    expect(none.review).toBeUndefined();
  });

  it("the owner's own visits are not counted", async () => {
    await loadBusinessPage(ids.harlem, pageUrl(ids.harlem), server.runtime, OWNER, BROWSER);
    await server.runtime.profileViews.flush();
    expect(await profileViews(server, ids.harlem)).toBe(0);
  });

  it("a missing or inactive business is a 404 for visitors", async () => {
    for (const id of [ids.closedCafe, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const error = await loadBusinessPage(id, pageUrl(id), server.runtime, ANONYMOUS, BROWSER).catch(
        (e: unknown) => e,
      );
      expect(thrownStatus(error)).toBe(404);
    }
  });

  it("the verify page looks a number up, sends the lookup form to its page, and answers 404 for an unknown one", async () => {
    await server.database.db
      .update(businesses)
      .set({
        certificationTier: "Certified",
        certificationStatus: "approved",
        isVerified: true,
        certificationExpiresAt: new Date(Date.now() + 10 * 86_400_000),
        certificateNumber: "UJ-2026-000777",
      })
      .where(eq(businesses.id, ids.bakery));
    const url = (path: string) => new URL(path, server.url);
    const found = await loadVerifyPage("UJ-2026-000777", url("/verify/UJ-2026-000777"), server.runtime);
    expect(found).toMatchObject({
      number: "UJ-2026-000777",
      certificate: { business_id: ids.bakery, business_name: "Sweet Auburn Bakery", status: "expiring" },
    });
    const typed = await loadVerifyPage(
      undefined,
      url("/verify?number=+uj-2026-000777+"),
      server.runtime,
    ).catch((e: unknown) => e);
    expect(typed).toBeInstanceOf(Response);
    expect((typed as Response).headers.get("location")).toBe("/verify/UJ-2026-000777");
    expect(await loadVerifyPage(undefined, url("/verify"), server.runtime)).toMatchObject({
      number: null,
      certificate: null,
      title: "Verify a certificate · Ujamaa",
    });
    const missing = await loadVerifyPage("UJ-2026-999999", url("/verify/UJ-2026-999999"), server.runtime);
    expect(missing).toMatchObject({
      data: { number: "UJ-2026-999999", certificate: null },
      init: { status: 404 },
    });
  });

  it("bad input becomes a message with field errors, not a crash", async () => {
    const load = await loadResults(
      server.runtime,
      LISTING_PAGE,
      new URLSearchParams({ keyword: "x".repeat(201) }),
    );
    expect(load).toMatchObject({
      status: "invalid",
      fields: { keyword: "Keyword must be at most 200 characters" },
    });
  });

  it("the sitemap lists active businesses, categories and static pages, and its parts", async () => {
    const xml = await (await sitemapIndex(server.runtime)).text();
    const base = server.runtime.config.baseUrl;
    expect(xml).toContain(`<loc>${base}/business/${ids.harlem}</loc>`);
    expect(xml).not.toContain(ids.closedCafe);
    expect(xml).toContain(`<loc>${base}/businesses?category=beauty-barber</loc>`);
    expect(xml).toContain(`<loc>${base}/directory</loc>`);
    const first = await (await sitemapPart(server.runtime, "businesses-1.xml"))?.text();
    expect(first).toContain(ids.lagos);
    expect(await sitemapPart(server.runtime, "businesses-2.xml")).toBeNull();
    expect(await sitemapPart(server.runtime, "../etc/passwd")).toBeNull();
  });

  it("past the per-file limit the sitemap becomes an index of parts that together list every business once", async () => {
    const index = await (await sitemapIndex(server.runtime, 3)).text();
    expect(index).toContain("<sitemapindex");
    const parts = [...index.matchAll(/<loc>[^<]+\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(parts).toEqual(["pages.xml", "businesses-1.xml", "businesses-2.xml", "businesses-3.xml"]);
    const listed: string[] = [];
    for (const part of parts.slice(1)) {
      const xml = (await (await sitemapPart(server.runtime, part, 3))?.text()) ?? "";
      const urls = [...xml.matchAll(/\/business\/([0-9a-f-]+)<\/loc>/g)].map((m) => m[1] ?? "");
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    const active = Object.values(ids).filter((id) => id !== ids.closedCafe);
    expect(listed.sort()).toEqual(active.sort());
    expect(await sitemapPart(server.runtime, "businesses-4.xml", 3)).toBeNull();
  });

  it("each language has its own sitemap of its pages, and its parts past the limit", async () => {
    const base = server.runtime.config.baseUrl;
    const french = (await (await sitemapPart(server.runtime, "fr.xml"))?.text()) ?? "";
    expect(french).toContain(`<loc>${base}/fr/business/${ids.harlem}</loc>`);
    expect(french).toContain(`<loc>${base}/fr/businesses?category=beauty-barber</loc>`);
    expect(french).toContain(`<loc>${base}/fr</loc>`);
    expect(french).not.toContain(`${base}/business/`);
    // A page with one path (the certification page) is only in the English sitemap.
    expect(french).not.toContain("/certification");
    const arabic = (await (await sitemapPart(server.runtime, "ar.xml", 3))?.text()) ?? "";
    const parts = [...arabic.matchAll(/<loc>[^<]+\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(parts).toEqual([
      "ar-pages.xml",
      "ar-businesses-1.xml",
      "ar-businesses-2.xml",
      "ar-businesses-3.xml",
    ]);
    const part = (await (await sitemapPart(server.runtime, "ar-businesses-1.xml", 3))?.text()) ?? "";
    expect(part).toMatch(new RegExp(`<loc>${base}/ar/business/[0-9a-f-]+</loc>`));
    expect(await sitemapPart(server.runtime, "de.xml")).toBeNull();
    expect(await sitemapPart(server.runtime, "de-pages.xml")).toBeNull();
  });

  it("the Analytics tab's loader answers the owner's figures, or a message the tab shows", async () => {
    const at = (search: string) => new URL(`http://localhost/storefront-manager/analytics${search}`);
    const all = await loadStorefrontAnalytics(server.runtime, OWNER, at("?days=7"));
    expect(all.error).toBeNull();
    expect(all.analytics?.days).toBe(7);
    expect(all.analytics?.businesses.map((b) => b.name).sort()).toEqual([
      "Closed Cafe",
      "Harlem Soul Kitchen",
    ]);
    const one = await loadStorefrontAnalytics(server.runtime, OWNER, at(`?business_id=${ids.harlem}`));
    expect(one.analytics).toMatchObject({ days: 30, business_id: ids.harlem });

    const others = await loadStorefrontAnalytics(server.runtime, OWNER, at(`?business_id=${ids.bakery}`));
    expect(others.analytics).toBeNull();
    expect(others.error).toEqual(expect.any(String));
    const badDays = await loadStorefrontAnalytics(server.runtime, OWNER, at("?days=12"));
    expect(badDays).toEqual({ analytics: null, error: "days must be one of 7, 30, 90" });
    const broken = await loadStorefrontAnalytics({ ...server.runtime, db: brokenDb() }, OWNER, at(""));
    expect(broken).toEqual({ analytics: null, error: "Something went wrong. Please try again." });
  });

  it("a failed read becomes an error state the page shows with Retry", async () => {
    const db = brokenDb();
    const failing = {
      ...server.runtime,
      db,
      database: { ...server.runtime.database, db },
      readDb: () => db,
      searchCache: createSearchCache({ db }, { ttlMs: 0 }),
    };
    const load = await loadResults(failing, LISTING_PAGE, new URLSearchParams());
    expect(load).toMatchObject({
      status: "error",
      message: "Failed to load data: the directory did not answer.",
    });
  });
});

/** A database handle whose every query fails, as when the database is down. */
function brokenDb(): TestServer["database"]["db"] {
  const fail = (): never => {
    throw new Error("connection refused");
  };
  return new Proxy({}, { get: () => fail }) as TestServer["database"]["db"];
}
