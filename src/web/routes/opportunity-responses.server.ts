import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listOpportunityResponses } from "~/server/services/opportunities/list-opportunity-responses";
import { toPageError } from "./page-guards.server";

/** /opportunities/{id}/responses: its poster's or an admin's; anyone else gets the not-found page. */
export async function loadOpportunityResponses(id: string, runtime: Runtime, actor: SignedInActor) {
  return listOpportunityResponses(runtime, actor, { id }).catch(toPageError());
}
