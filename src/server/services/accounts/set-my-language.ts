import { eq } from "drizzle-orm";
import type { LanguageChoice } from "~/domain/languages/language-choice";
import { users } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/**
 * Stores the language the signed-in user chose with the switcher (decision 062): their e-mails are written in
 * it, their pages with one path follow it, and signing in on another browser sets that browser's choice to it.
 */
export async function setMyLanguage(
  ctx: Pick<ServiceContext, "db">,
  actor: Actor,
  { language }: LanguageChoice,
): Promise<LanguageChoice> {
  const me = requireUser(actor);
  await ctx.db.update(users).set({ language }).where(eq(users.id, me.userId));
  return { language };
}
