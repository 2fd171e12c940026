import { stringify } from "csv-stringify/sync";
import { neutraliseFormula } from "~/domain/businesses/business-csv";
import {
  CONFIDENCE_LABELS,
  DECISION_LABELS,
  VENDOR_LIST_LIMITS,
} from "~/domain/vendor-lists/vendor-list-rules";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";
import { readVendorRowItems } from "./vendor-row-items";

export const VENDOR_CSV_HEADER = [
  "Row",
  "Vendor",
  "Address",
  "City",
  "State/Region",
  "Postcode",
  "Country",
  "Phone",
  "Website",
  "E-mail",
  "Match",
  "Decision",
  "Reason",
  "Ujamaa business",
  "Business page",
  "Tier",
  "Certification status",
  "Certification expires",
] as const;

/**
 * A list as CSV: each vendor as given, its match and the matched business's tier, certification status
 * and expiry. Every text cell a spreadsheet could read as a formula starts with an apostrophe.
 */
export async function exportVendorList(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  input: { id: string; origin: string },
): Promise<{ fileName: string; csv: string }> {
  const list = await findOwnList(ctx.db, actor, input.id);
  const now = ctx.now();
  const lines: string[][] = [];
  let after: number | undefined;
  for (;;) {
    const items = await readVendorRowItems(ctx.db, { listId: list.id, after, limit: 5000, now });
    for (const item of items) {
      const v = item.vendor;
      const b = item.business;
      lines.push([
        String(item.row),
        ...[v.name, v.address, v.city, v.state, v.postcode, v.country, v.phone, v.website, v.email].map(
          (cell) => neutraliseFormula(cell ?? ""),
        ),
        item.confidence ? CONFIDENCE_LABELS[item.confidence] : "",
        b ? DECISION_LABELS[item.confidence === "exact" ? "confirmed" : item.decision] : "",
        neutraliseFormula(item.reason),
        neutraliseFormula(b?.name ?? ""),
        b ? `${input.origin}${b.url}` : "",
        b?.certification_tier ?? "",
        b?.certificate_status ?? "",
        b?.certification_expires_at?.slice(0, 10) ?? "",
      ]);
    }
    if (items.length < 5000 || lines.length >= VENDOR_LIST_LIMITS.maxRows) break;
    after = items.at(-1)!.row;
  }
  const base = list.name.replace(/\.(csv|xlsx)$/i, "");
  return {
    fileName: `${base}-matched.csv`,
    csv: stringify([[...VENDOR_CSV_HEADER], ...lines]),
  };
}
