import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listMyVendorLists } from "~/server/services/vendor-lists/list-my-vendor-lists";

/** /vendor-lists (signed in: its layout's guard): the user's own vendor lists. */
export async function loadVendorLists(runtime: Runtime, me: SignedInActor) {
  return listMyVendorLists(runtime, me);
}
