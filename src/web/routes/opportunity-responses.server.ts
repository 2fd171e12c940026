import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listOpportunityResponses } from "~/server/services/opportunities/list-opportunity-responses";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { toPageError } from "./page-guards.server";

/** /opportunities/{id}/responses: its poster's or an admin's; anyone else gets the not-found page. */
export async function loadOpportunityResponses(id: string, runtime: Runtime, actor: SignedInActor) {
  return listOpportunityResponses(runtime, actor, { id }).catch(toPageError());
}

/** The page's messages and its title, in the user's language. */
export function opportunityResponsesWords(request: Request, title: string) {
  const t = pageTranslator(request, ["opportunities"]);
  return {
    messages: pageMessages(request, ["opportunities"]),
    title: t("Answers · {title} · Ujamaa", { title }),
  };
}
