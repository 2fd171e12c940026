import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getOpportunity } from "~/server/services/opportunities/get-opportunity";
import { listMyOpportunityResponses } from "~/server/services/opportunities/list-my-opportunity-responses";
import { inlineJson, opportunityJsonLd } from "~/web/features/opportunities/opportunity-json-ld";
import { toPageError } from "./page-guards.server";

/**
 * /opportunities/{id}: 404 when unknown, or closed or past for anyone but its poster, admins and those
 * who answered it; a signed-in user's own answers and businesses come with it.
 */
export async function loadOpportunityPage(id: string, runtime: Runtime, actor: Actor) {
  const opportunity = await getOpportunity(runtime, actor, { id }).catch(toPageError());
  const pageUrl = `${runtime.config.baseUrl.replace(/\/$/, "")}/opportunities/${opportunity.id}`;
  const mine = actor.kind === "user" ? await listMyOpportunityResponses(runtime, actor, { id }) : null;
  return {
    opportunity,
    mine,
    pageUrl,
    now: new Date().toISOString(),
    jsonLd: inlineJson(opportunityJsonLd(opportunity, pageUrl)),
  };
}
