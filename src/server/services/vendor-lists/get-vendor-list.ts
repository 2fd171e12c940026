import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { findOwnList, toVendorList } from "./vendor-list-access";

/** One list, its status and progress, counted by confidence: its owner or an admin. */
export async function getVendorList(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  input: { id: string },
): Promise<VendorList> {
  const list = await findOwnList(ctx.db, actor, input.id);
  return toVendorList(ctx.db, list);
}
