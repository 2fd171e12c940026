import { and, eq, ne } from "drizzle-orm";
import { sessions } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** Ends one of the signed-in user's sessions; someone else's session id is reported as not found. */
export async function revokeMySession(
  { db }: ServiceContext,
  actor: Actor,
  { id: sessionId }: { id: string },
): Promise<void> {
  const me = requireUser(actor);
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0)
    throw new AppError("not_found", "That session does not exist or has already ended.");
}

/** Ends every session of the signed-in user except the current one; returns how many ended. */
export async function revokeOtherSessions({ db }: ServiceContext, actor: Actor): Promise<number> {
  const me = requireUser(actor);
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, me.userId), ne(sessions.id, me.sessionId ?? "")))
    .returning({ id: sessions.id });
  return deleted.length;
}
