import { openStatus } from "~/domain/hours/open-status";
import { LISTING_PAGE_SIZE } from "~/domain/search/search-params";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listFeaturedBusinesses } from "~/server/services/businesses/list-featured-businesses";
import { listCategories } from "~/server/services/categories/list-categories";
import { loadResults } from "~/web/features/businesses/load-results.server";
import { loadTabCategories } from "~/web/features/businesses/load-tab-categories.server";
import { viewerOf } from "~/web/features/businesses/viewer.server";

/** Home: the category grid, three featured businesses chosen by rule, and the newest listings. */
export async function loadHome(runtime: Runtime, actor: Actor) {
  const now = new Date();
  const [categories, featured, results, tabs, viewer] = await Promise.all([
    listCategories(runtime, { order: "count" }),
    listFeaturedBusinesses(runtime).catch((error: unknown) => {
      runtime.logger.error({ err: error }, "featured businesses read failed");
      return [];
    }),
    loadResults(runtime, {}, { limit: LISTING_PAGE_SIZE }),
    loadTabCategories(runtime),
    viewerOf(runtime, actor),
  ]);
  return {
    categories,
    featured: featured.map((b) => ({ ...b, open_status: openStatus(b.business_hours, b.time_zone, now) })),
    results,
    pageSize: LISTING_PAGE_SIZE,
    tabs,
    now: now.toISOString(),
    viewer,
    signedIn: actor.kind === "user",
  };
}
