import type { Actor } from "~/server/auth/actor";
import type { Viewer } from "./viewer";

export function viewerOf(actor: Actor): Viewer {
  return actor.kind === "user" ? { userId: actor.userId, isAdmin: actor.role === "admin" } : null;
}
