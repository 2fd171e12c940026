import { describe, expect, it } from "vitest";
import { BUDGET_PAGES, measurePage } from "../../bench/js-budget";

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
