import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import type { PageContext } from "~/web/lib/page-context";

/** Whether the visitor is signed in (where "List Your Business" leads), and the page's words. */
export function loadAboutPage(context: PageContext, request: Request) {
  const t = pageTranslator(request, ["info"]);
  return {
    signedIn: context.actor.kind === "user",
    title: t("About · Ujamaa"),
    description: t(
      "Ujamaa connects people to Black-owned businesses in the United States and worldwide: a directory, storefronts, tiered certification and contract opportunities. Educate. Elevate. Empower.",
    ),
    messages: pageMessages(request, ["info"]),
  };
}
