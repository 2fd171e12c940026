import { MATCH_CONFIDENCES } from "~/domain/vendor-lists/vendor-list-rules";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getVendorList } from "~/server/services/vendor-lists/get-vendor-list";
import { listVendorRows } from "~/server/services/vendor-lists/list-vendor-rows";
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
    return { list, rows, confidence: confidence ?? null, cursor: cursor ?? null };
  } catch (error) {
    return toPageError()(error);
  }
}
