import { and, count, eq } from "drizzle-orm";
import { VENDOR_LIST_LIMITS } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorRowPage, VendorRowsQuery } from "~/domain/vendor-lists/vendor-list-schema";
import { vendorListRows } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";
import { readVendorRowItems } from "./vendor-row-items";

/** A page of a list's vendors by row number, perhaps of one confidence: its owner or an admin. */
export async function listVendorRows(
  ctx: Pick<ServiceContext, "db" | "now">,
  actor: Actor,
  input: VendorRowsQuery & { id: string },
): Promise<VendorRowPage> {
  const list = await findOwnList(ctx.db, actor, input.id);
  const where = input.confidence ? eq(vendorListRows.confidence, input.confidence) : undefined;
  const size = VENDOR_LIST_LIMITS.pageSize;
  const items = await readVendorRowItems(ctx.db, {
    listId: list.id,
    where,
    after: input.cursor,
    limit: size + 1,
    now: ctx.now(),
  });
  const [total] = await ctx.db
    .select({ n: count() })
    .from(vendorListRows)
    .where(and(eq(vendorListRows.listId, list.id), where));
  const more = items.length > size;
  const page = items.slice(0, size);
  return { items: page, total: total?.n ?? 0, next: more ? String(page.at(-1)!.row) : null };
}
