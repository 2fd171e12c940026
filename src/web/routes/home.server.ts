import { openStatus } from "~/domain/businesses/open-status";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listCategories } from "~/server/services/categories/list-categories";
import { listFeaturedBusinesses } from "~/server/services/search/list-featured-businesses";
import { forPublicRead } from "~/server/services/service-context";
import { viewerOf } from "~/web/features/businesses/card/viewer.server";
import { loadResults } from "~/web/features/search/results/load-results.server";
import { loadTabCategories } from "~/web/features/search/results/load-tab-categories.server";
import { LISTING_PAGE } from "~/web/features/search/search-pages";

/** Home: the category grid, three featured businesses chosen by rule, and the newest listings. */
export async function loadHome(runtime: Runtime, actor: Actor) {
  const now = new Date();
  const [categories, featured, results, tabs, viewer] = await Promise.all([
    listCategories(forPublicRead(runtime), { order: "count" }),
    listFeaturedBusinesses(forPublicRead(runtime)).catch((error: unknown) => {
      runtime.logger.error({ err: error }, "featured businesses read failed");
      return [];
    }),
    loadResults(runtime, LISTING_PAGE, new URLSearchParams()),
    loadTabCategories(runtime),
    viewerOf(runtime, actor),
  ]);
  return {
    categories,
    featured: featured.map((b) => ({ ...b, open_status: openStatus(b.business_hours, b.time_zone, now) })),
    results,
    tabs,
    now: now.toISOString(),
    viewer,
    signedIn: actor.kind === "user",
  };
}
