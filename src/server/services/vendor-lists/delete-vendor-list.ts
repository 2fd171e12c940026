import { eq } from "drizzle-orm";
import { vendorLists } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList } from "./vendor-list-access";

/** Deletes a list and its rows (a job still matching it finds nothing left): its owner or an admin. */
export async function deleteVendorList(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  input: { id: string },
): Promise<void> {
  const list = await findOwnList(ctx.db, actor, input.id);
  await ctx.db.delete(vendorLists).where(eq(vendorLists.id, list.id));
}
