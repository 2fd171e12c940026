import { languageOfPath, pathInLanguage } from "~/domain/languages/languages";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getOpportunity } from "~/server/services/opportunities/get-opportunity";
import { listMyOpportunityResponses } from "~/server/services/opportunities/list-my-opportunity-responses";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { inlineJson, opportunityJsonLd } from "~/web/features/opportunities/opportunity-json-ld";
import { OPPORTUNITY_NAMESPACES } from "./opportunities.server";
import { toPageError } from "./page-guards.server";

/**
 * /opportunities/{id}: 404 when unknown, or closed or past for anyone but its poster, admins and those
 * who answered it; a signed-in user's own answers and businesses come with it. Its address (canonical,
 * shared) is the page's own in its language; structured data names it at its English address.
 */
export async function loadOpportunityPage(id: string, url: URL, runtime: Runtime, actor: Actor) {
  const opportunity = await getOpportunity(runtime, actor, { id }).catch(toPageError());
  const origin = runtime.config.baseUrl.replace(/\/$/, "");
  const path = `/opportunities/${opportunity.id}`;
  const englishUrl = `${origin}${path}`;
  const pageUrl = `${origin}${pathInLanguage(path, languageOfPath(url.pathname).language)}`;
  const mine = actor.kind === "user" ? await listMyOpportunityResponses(runtime, actor, { id }) : null;
  return {
    opportunity,
    mine,
    pageUrl,
    now: new Date().toISOString(),
    jsonLd: inlineJson(opportunityJsonLd(opportunity, englishUrl)),
  };
}

/** The page's words in its language: its components' messages, and the title and description `meta` writes. */
export function opportunityPageWords(
  request: Request,
  o: { title: string; company_name: string; description: string | null },
) {
  const t = pageTranslator(request, ["opportunities"]);
  const text = (o.description ?? t("{title} for {company}.", { title: o.title, company: o.company_name }))
    .replace(/\s+/g, " ")
    .trim();
  return {
    messages: pageMessages(request, OPPORTUNITY_NAMESPACES),
    title: t("{title} · {company} · Contract Opportunities · Ujamaa", {
      title: o.title,
      company: o.company_name,
    }),
    description: text.length > 160 ? `${text.slice(0, 157)}...` : text,
  };
}
