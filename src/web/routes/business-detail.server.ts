import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { recordBusinessEvent } from "~/server/services/analytics/record-business-event";
import { getBusiness } from "~/server/services/businesses/get-business";
import { forPublicRead } from "~/server/services/service-context";
import { businessJsonLd, inlineJson } from "~/web/features/businesses/business-json-ld";
import { canManage } from "~/web/features/businesses/viewer";
import { viewerOf } from "~/web/features/businesses/viewer.server";
import { weekSchedule } from "~/web/features/businesses/week-schedule";
import { toPageError } from "./page-guards.server";

/**
 * /business/{id}: the business (404 when missing or inactive for this viewer). A visitor's view is
 * counted in the background: the page never waits for it, and a failure is only logged.
 */
export async function loadBusinessPage(id: string, runtime: Runtime, actor: Actor) {
  const business = await getBusiness(forPublicRead(runtime), actor, { id }).catch(toPageError());
  if (business.is_active && !canManage(await viewerOf(runtime, actor), business.id)) {
    recordBusinessEvent(runtime, { businessId: business.id, kind: "profile_view" }).catch(
      (error: unknown) => {
        runtime.logger.warn({ err: error, businessId: business.id }, "profile view not counted");
      },
    );
  }
  const origin = runtime.config.baseUrl.replace(/\/$/, "");
  const pageUrl = `${origin}/business/${business.id}`;
  const now = runtime.now();
  return {
    business,
    now: now.toISOString(),
    origin,
    pageUrl,
    schedule: weekSchedule(business, now),
    jsonLd: inlineJson(businessJsonLd(business, pageUrl, origin)),
  };
}
