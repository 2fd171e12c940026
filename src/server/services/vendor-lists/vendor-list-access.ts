import { and, eq, sql } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import { VENDOR_LIST_MESSAGES as M } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import type { Db } from "~/server/db/client";
import { vendorListRows, vendorLists } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin } from "~/server/policy";

type Reader = Pick<Db, "select">;
export type VendorListRow = typeof vendorLists.$inferSelect;

/** A list its owner or an admin may read or change: 401 anonymous, 404 unknown, 403 anyone else's. */
export async function findOwnList(db: Reader, actor: Actor, id: string): Promise<VendorListRow> {
  const [list] = isUuid(id) ? await db.select().from(vendorLists).where(eq(vendorLists.id, id)) : [];
  if (!list) {
    // Visitors learn nothing, not even that there is no such list.
    if (actor.kind !== "user") throw new AppError("unauthorized", M.unauthorized);
    throw new AppError("not_found", M.notFound);
  }
  requireOwnerOrAdmin(actor, list.ownerId, M);
  return list;
}

/** A list as the API answers it, with its rows counted by confidence. */
export async function toVendorList(db: Reader, list: VendorListRow): Promise<VendorList> {
  const rows = await db
    .select({
      confidence: vendorListRows.confidence,
      n: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${vendorListRows.decision} = 'pending'))::int`,
    })
    .from(vendorListRows)
    .where(and(eq(vendorListRows.listId, list.id), sql`${vendorListRows.confidence} is not null`))
    .groupBy(vendorListRows.confidence);
  const counts = { exact: 0, likely: 0, possible: 0, none: 0 };
  let toReview = 0;
  for (const row of rows) {
    if (!row.confidence) continue;
    counts[row.confidence] = row.n;
    if (row.confidence === "likely" || row.confidence === "possible") toReview += row.pending;
  }
  return {
    id: list.id,
    owner_id: list.ownerId,
    name: list.name,
    status: list.status,
    total_rows: list.totalRows,
    matched_rows: list.matchedRows,
    error: list.error,
    counts,
    to_review: toReview,
    created_at: list.createdAt.toISOString(),
  };
}
