import { MATCH_CONFIDENCES } from "~/domain/vendor-lists/vendor-list-rules";
import { AppError } from "~/server/errors";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getVendorList } from "~/server/services/vendor-lists/get-vendor-list";
import { getVendorListWatch } from "~/server/services/vendor-lists/get-vendor-list-watch";
import { getVendorListWebhook } from "~/server/services/vendor-lists/get-vendor-list-webhook";
import { listVendorRows } from "~/server/services/vendor-lists/list-vendor-rows";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { toPageError } from "./page-guards.server";

type Confidence = (typeof MATCH_CONFIDENCES)[number];

/** /vendor-lists/{id}: its owner's or an admin's (others get the not-found page), a page of its vendors. */
export async function loadVendorList(id: string, url: URL, runtime: Runtime, me: SignedInActor) {
  const asked = url.searchParams.get("confidence");
  const confidence = MATCH_CONFIDENCES.includes(asked as Confidence) ? (asked as Confidence) : undefined;
  const cursorText = url.searchParams.get("cursor");
  const cursor = cursorText && /^\d{1,8}$/.test(cursorText) ? Number(cursorText) : undefined;
  try {
    const list = await getVendorList(runtime, me, { id });
    const rows = await listVendorRows(runtime, me, { id, confidence, cursor });
    const watch = await getVendorListWatch(runtime, me, id);
    const webhook = await getVendorListWebhook(runtime, me, id).catch((error) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
    return { list, rows, watch, webhook, confidence: confidence ?? null, cursor: cursor ?? null };
  } catch (error) {
    return toPageError()(error);
  }
}

/** The page's messages and its title ("{name} · Vendor lists · Ujamaa"), in the user's language. */
export function vendorListWords(request: Request, name: string) {
  return {
    messages: pageMessages(request, ["vendorLists"]),
    title: pageTranslator(request, ["vendorLists"])("{name} · Vendor lists · Ujamaa", { name }),
  };
}
