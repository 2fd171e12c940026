import type { Actor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listOwnedBusinessIds } from "~/server/services/businesses/list-owned-business-ids";
import type { Viewer } from "./viewer";

export async function viewerOf(runtime: Runtime, actor: Actor): Promise<Viewer> {
  if (actor.kind !== "user") return null;
  return {
    isAdmin: actor.role === "admin",
    ownedIds: await listOwnedBusinessIds(runtime, actor),
  };
}
