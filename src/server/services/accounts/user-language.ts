import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "~/domain/languages/languages";
import { users } from "~/server/db/schema";
import type { ServiceContext } from "~/server/services/service-context";

/** The language a user chose and stored (PUT /api/v1/me/language, or their sign-up page's); null for none. */
export async function storedLanguageOf(
  ctx: Pick<ServiceContext, "db">,
  userId: string,
): Promise<Language | null> {
  const [row] = await ctx.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return isLanguage(row?.language) ? row.language : null;
}
