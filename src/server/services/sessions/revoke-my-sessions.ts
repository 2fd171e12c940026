import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";

/** Ends one of the signed-in user's sessions; someone else's session id is reported as not found. */
export async function revokeMySession(db: Db, actor: Actor, sessionId: string): Promise<void> {
  const me = requireUser(actor);
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, me.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0)
    throw new AppError("not_found", "That session does not exist or has already ended.");
}

/** Ends every session of the signed-in user except the current one; returns how many ended. */
export async function revokeOtherSessions(db: Db, actor: Actor, currentSessionId: string): Promise<number> {
  const me = requireUser(actor);
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, me.userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
