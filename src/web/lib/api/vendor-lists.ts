import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import { answer, v1 } from "./client";
import { sendForm, type UploadProgress } from "./upload";

const one = v1["vendor-lists"][":id"];

/** Uploads a vendor file (CSV or XLSX), reporting the upload's progress; the list answers at once, still processing. */
export function uploadVendorList(file: File, onProgress?: UploadProgress): Promise<VendorList> {
  const form = new FormData();
  form.set("file", file);
  return sendForm<VendorList>("POST", "/api/v1/vendor-lists", form, onProgress);
}

/** Confirms or rejects a likely or possible match. */
export const decideVendorRow = (id: string, row: number, decision: "confirmed" | "rejected") =>
  answer(one.rows[":row"].decision.$put({ param: { id, row: String(row) }, json: { decision } }));

export const deleteVendorList = (id: string) => answer(one.$delete({ param: { id } }));

/** Where a list's CSV downloads from. */
export const vendorListCsvUrl = (id: string) => `/api/v1/vendor-lists/${encodeURIComponent(id)}/export.csv`;
