/** Who is looking at a page, as far as cards need to know (serialisable from a loader). */
export type Viewer = { userId: string; isAdmin: boolean } | null;

export function canManage(viewer: Viewer, ownerId: string | null): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.userId === ownerId);
}

/** An admin looking at someone else's business. */
export function isAdminView(viewer: Viewer, ownerId: string | null): boolean {
  return viewer?.isAdmin === true && viewer.userId !== ownerId;
}
