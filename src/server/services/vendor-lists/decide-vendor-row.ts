import { and, eq } from "drizzle-orm";
import { DECIDABLE_CONFIDENCES, VENDOR_LIST_MESSAGES as M } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorDecision, VendorRowItem } from "~/domain/vendor-lists/vendor-list-schema";
import { vendorListRows } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";
import { readVendorRowItems } from "./vendor-row-items";

/**
 * The owner (or an admin) confirms or rejects a likely or possible match; an exact match, a row without
 * one and a row not yet matched are refused (409). Deciding again changes the decision.
 */
export async function decideVendorRow(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  input: VendorDecision & { id: string; row: number },
): Promise<VendorRowItem> {
  const list = await findOwnList(ctx.db, actor, input.id);
  const at = and(eq(vendorListRows.listId, list.id), eq(vendorListRows.rowNumber, input.row));
  const [row] = await ctx.db.select({ confidence: vendorListRows.confidence }).from(vendorListRows).where(at);
  if (!row) throw new AppError("not_found", M.rowNotFound);
  if (!row.confidence || !DECIDABLE_CONFIDENCES.includes(row.confidence)) {
    throw new AppError("conflict", M.notDecidable);
  }
  await ctx.db.update(vendorListRows).set({ decision: input.decision }).where(at);
  const [item] = await readVendorRowItems(ctx.db, {
    listId: list.id,
    where: eq(vendorListRows.rowNumber, input.row),
    limit: 1,
    now: ctx.now(),
  });
  return item!;
}
