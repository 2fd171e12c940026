import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** /storefront-manager: the first page of the member's own businesses (an admin's own too, not everyone's). */
export async function loadStorefrontManager(runtime: Runtime, me: SignedInActor) {
  return { first: await listMyBusinesses(runtime, me, { scope: "mine", page: 1 }) };
}

/** The page's words in its language (the cookie's): its title, and the messages of its components. */
export function storefrontManagerText(request: Request) {
  const t = pageTranslator(request, ["storefront"]);
  return {
    title: t("Storefront Manager · Ujamaa"),
    messages: pageMessages(request, ["business", "storefront", "countries", "uploads"]),
  };
}
