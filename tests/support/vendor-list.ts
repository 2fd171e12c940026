import type { VendorList, VendorRowItem } from "~/domain/vendor-lists/vendor-list-schema";
import type { VendorWatch } from "~/domain/vendor-lists/vendor-list-watch";

/** A vendor list as the API answers it, for component and route tests: matched, three vendors. */
export function aVendorList(fields: Partial<VendorList> = {}): VendorList {
  return {
    id: "list-1",
    owner_id: "u1",
    name: "vendors.csv",
    status: "ready",
    total_rows: 3,
    matched_rows: 3,
    error: null,
    counts: { exact: 1, likely: 1, possible: 0, none: 1 },
    to_review: 1,
    created_at: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

/** A vendor of a list and the business it matches; `business: null` for a vendor without a match. */
export function aVendorRow(fields: Partial<VendorRowItem> & { row: number; name: string }): VendorRowItem {
  const { name, ...rest } = fields;
  return {
    vendor: {
      name,
      address: null,
      city: null,
      state: null,
      postcode: null,
      country: null,
      phone: null,
      website: null,
      email: null,
    },
    business: null,
    confidence: "none",
    reason: "",
    name_similarity: null,
    decision: "pending",
    ...rest,
  };
}

/** The business a vendor row matches: Certified until the end of 2027 unless said otherwise. */
export function aMatchedBusiness(id: string, name: string): NonNullable<VendorRowItem["business"]> {
  return {
    id,
    name,
    url: `/business/${id}`,
    certification_tier: "Certified",
    certification_status: "approved",
    certificate_status: "Certified",
    certification_expires_at: "2027-12-31T00:00:00.000Z",
    certificate_number: null,
  };
}

export const unwatched: VendorWatch = { weekly_digest: false, changes: [] };
