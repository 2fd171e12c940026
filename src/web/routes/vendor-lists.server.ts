import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listMyVendorLists } from "~/server/services/vendor-lists/list-my-vendor-lists";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** /vendor-lists (signed in: its layout's guard): the user's own vendor lists. */
export async function loadVendorLists(runtime: Runtime, me: SignedInActor) {
  return listMyVendorLists(runtime, me);
}

/** The page's messages and its title, in the user's language. */
export function vendorListsWords(request: Request) {
  return {
    messages: pageMessages(request, ["vendorLists"]),
    title: pageTranslator(request, ["vendorLists"])("Vendor lists · Ujamaa"),
  };
}
