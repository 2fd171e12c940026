/**
 * Who is looking at a page, as far as cards need to know (serialisable from a loader). Business
 * answers do not name their owner, so the viewer carries the ids of the businesses it owns.
 */
export type Viewer = { isAdmin: boolean; ownedIds: string[] } | null;

export function canManage(viewer: Viewer, businessId: string): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.ownedIds.includes(businessId));
}

/** An admin looking at someone else's business. */
export function isAdminView(viewer: Viewer, businessId: string): boolean {
  return viewer?.isAdmin === true && !viewer.ownedIds.includes(businessId);
}
