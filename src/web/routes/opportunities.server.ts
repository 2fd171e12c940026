import { data } from "react-router";
import { opportunityListQuerySchema } from "~/domain/opportunities/opportunity-list-query";
import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listOpportunities } from "~/server/services/opportunities/list-opportunities";

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
