import { eq } from "drizzle-orm";
import { vendorListRows, vendorLists } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";

/**
 * Deletes a list and its rows (a job still matching it finds nothing left): its owner or an admin. The rows go
 * first, in the order the matching job locks them (its batch's rows, then the list's count): deleting the list
 * first would lock it, cascade into rows a batch holds, and deadlock with that batch's update of the list.
 */
export async function deleteVendorList(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  const list = await findOwnList(ctx.db, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(vendorListRows).where(eq(vendorListRows.listId, list.id));
    await tx.delete(vendorLists).where(eq(vendorLists.id, list.id));
  });
}
