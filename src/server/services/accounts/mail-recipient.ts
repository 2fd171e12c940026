import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "~/domain/languages/languages";
import { mailOrigin } from "~/server/config";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A stored language as mail reads it: English when none was chosen (decision 062). */
export const mailLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : "en";

/**
 * Where a user's mail goes, the site its links open on (mailOrigin) and the language it is written in (theirs);
 * null for no such user.
 */
export async function mailRecipient(
  ctx: Pick<ServiceContext, "config">,
  db: Db | Tx,
  userId: string,
): Promise<{ email: string; origin: string; language: Language } | null> {
  const [row] = await db
    .select({ email: users.email, signInOrigin: users.signInOrigin, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row
    ? {
        email: row.email,
        origin: mailOrigin(ctx.config, row.signInOrigin),
        language: mailLanguage(row.language),
      }
    : null;
}

/**
 * The site the links of mail to an address open on (its account's mailOrigin, or the default without one) and
 * the language the mail is written in (the account's, English without one).
 */
export async function mailSettingsOfAddress(
  ctx: Pick<ServiceContext, "config">,
  db: Db | Tx,
  email: string,
): Promise<{ origin: string; language: Language }> {
  const [row] = await db
    .select({ signInOrigin: users.signInOrigin, language: users.language })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return { origin: mailOrigin(ctx.config, row?.signInOrigin), language: mailLanguage(row?.language) };
}

/** The site the links of mail to an address open on: its account's (mailOrigin), or the default without one. */
export async function mailOriginOfAddress(
  ctx: Pick<ServiceContext, "config">,
  db: Db | Tx,
  email: string,
): Promise<string> {
  return (await mailSettingsOfAddress(ctx, db, email)).origin;
}

/** The language mail to an address is written in: its account's, English without one. */
export async function mailLanguageOfAddress(db: Db | Tx, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return mailLanguage(row?.language);
}
