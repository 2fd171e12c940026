import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getOpportunity } from "~/server/services/opportunities/get-opportunity";
import { inlineJson, opportunityJsonLd } from "~/web/features/opportunities/opportunity-json-ld";
import { toPageError } from "./page-guards.server";

/** /opportunities/{id}: 404 when unknown, or closed or past for anyone but its poster and admins. */
export async function loadOpportunityPage(id: string, runtime: Runtime, actor: Actor) {
  const opportunity = await getOpportunity(runtime, actor, { id }).catch(toPageError());
  const pageUrl = `${runtime.config.baseUrl.replace(/\/$/, "")}/opportunities/${opportunity.id}`;
  return {
    opportunity,
    pageUrl,
    now: new Date().toISOString(),
    jsonLd: inlineJson(opportunityJsonLd(opportunity, pageUrl)),
  };
}
