import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/storefront-analytics";
import { signedInOf } from "./page-guards.server";
import { loadStorefrontAnalytics } from "./storefront-analytics.server";

/** The Analytics tab's figures (no page of its own): read by the tab's fetcher, read again after writes. */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadStorefrontAnalytics(pageOf(context).runtime, signedInOf(context), url);
}
