import { and, desc, eq, gt } from "drizzle-orm";
import type { AccountSession } from "~/domain/accounts/account-types";
import { sessions } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import { requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { describeDevice } from "./describe-device";

export type MySession = AccountSession;

/** The signed-in user's unexpired sessions, most recently used first. Tokens are never returned. */
export async function listMySessions({ db, now }: ServiceContext, actor: Actor): Promise<MySession[]> {
  const me = requireUser(actor);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, me.userId), gt(sessions.expiresAt, now())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip_address: s.ipAddress,
    created_at: s.createdAt.toISOString(),
    last_used_at: s.updatedAt.toISOString(),
    current: s.id === me.sessionId,
  }));
}
