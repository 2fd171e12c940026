import { and, eq, ne } from "drizzle-orm";
import { sessions } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import type { Actor } from "../../policy.ts";
import { requireUser } from "../../policy.ts";
import type { ServiceContext } from "../service-context.ts";

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
