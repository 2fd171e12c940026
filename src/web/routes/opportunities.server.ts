import { data } from "react-router";
import { opportunityListQuerySchema } from "~/domain/opportunities/opportunity-list-query";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listOpportunities } from "~/server/services/opportunities/list-opportunities";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** /opportunities: one page of listed opportunities under the query's filters, server-rendered. */
export async function loadOpportunities(url: URL, runtime: Runtime, actor: Actor) {
  const now = new Date().toISOString();
  const parsed = opportunityListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const empty = { items: [], total: 0, next: null };
    return data({ result: empty, query: { page: 1 }, invalid: true, now }, { status: 400 });
  }
  const result = await listOpportunities(runtime, actor, parsed.data);
  return data({ result, query: parsed.data, invalid: false, now });
}

/**
 * The namespaces the opportunities pages speak: their own, and procurement's (the NAICS picker of the
 * opportunity form, and the NAICS codes' messages of its schema).
 */
export const OPPORTUNITY_NAMESPACES = ["opportunities", "procurement"] as const;

/** The list's words in the page's language: its components' messages, its title and description. */
export function opportunitiesPageWords(request: Request) {
  const t = pageTranslator(request, ["opportunities"]);
  return {
    messages: pageMessages(request, OPPORTUNITY_NAMESPACES),
    title: t("Contract Opportunities · Ujamaa"),
    description: t(
      "Open contract opportunities for Black-owned businesses: technology, marketing, consulting, design, construction and more.",
    ),
  };
}
