import { data } from "react-router";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getOpportunity } from "~/server/services/opportunities/get-opportunity";
import { inlineJson, opportunityJsonLd } from "~/web/features/opportunities/opportunity-json-ld";

/** /opportunities/{id}: 404 when unknown, or closed or past for anyone but its poster and admins. */
export async function loadOpportunityPage(id: string, runtime: Runtime, actor: Actor) {
  const opportunity = await getOpportunity(runtime, actor, { id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  });
  const pageUrl = `${runtime.config.baseUrl.replace(/\/$/, "")}/opportunities/${opportunity.id}`;
  return {
    opportunity,
    pageUrl,
    now: new Date().toISOString(),
    jsonLd: inlineJson(opportunityJsonLd(opportunity, pageUrl)),
  };
}
