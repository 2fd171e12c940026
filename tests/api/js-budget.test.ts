import { describe, expect, it } from "vitest";
import { BUDGET_PAGES, measurePage } from "../../bench/js-budget";
import { useProductionServer } from "../support/production-server";

// Read from the production build `npm test` makes first (BUILD_DIR, default build).
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUDGET_BYTES = 150 * 1024;

describe("JavaScript per page on the production build", () => {
  it.each(BUDGET_PAGES)("%s loads at most 150 kB of gzipped JavaScript", (page) => {
    const scripts = measurePage(BUILD_DIR, page);
    // The page's own route module is counted, not only the layout.
    expect(scripts.routes).toHaveLength(2);
    expect(scripts.routes[1]).not.toBe("routes/not-found");
    expect(scripts.gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

describe("what the budget counts", { timeout: 90_000 }, () => {
  const server = useProductionServer({ SEED_DEMO: "true" });

  it("is every script the served page asks for, and nothing else", async () => {
    const search = await fetch(`${server().url}/api/v1/businesses?limit=1`);
    const { items } = (await search.json()) as { items: { id: string }[] };
    for (const page of BUDGET_PAGES) {
      const path = page.replace("any-id", items[0]!.id);
      const html = await (await fetch(`${server().url}${path}`)).text();
      const asked = new Set<string>();
      for (const [, url] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) asked.add(url!);
      for (const [, url] of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) asked.add(url!);
      for (const [, url] of html.matchAll(/\bimport\b[^"();]*\(?\s*"(\/assets\/[^"]+\.js)"/g))
        asked.add(url!);
      const counted = measurePage(BUILD_DIR, page).files.map((file) => file.url);
      expect(new Set(counted), page).toEqual(asked);
    }
  });
});
