import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { rowsOf } from "./row-estimate";

/**
 * Typed texts without their accents ("Café" → "Cafe"), each in its place (none stays none), by the
 * function that takes them out of the stored documents and the typo vocabulary (f_unaccent, migrations
 * 0040 and 0043): a typed word and a stored one meet however either was written. Asked of the database
 * rather than ruled here, so the two sides hold one table of accents; the words are taken from the
 * answer afterwards, so whatever the table writes (an apostrophe, a fraction's slash) only separates them.
 */
export async function accentFree(db: Db, texts: (string | undefined)[]): Promise<(string | undefined)[]> {
  if (texts.every((text) => text === undefined)) return texts;
  const rows = rowsOf<{ text: string | null }>(
    await db.execute(sql`
      select public.f_unaccent(t.text) as text
      from unnest(array[${sql.join(
        texts.map((text) => sql`${text ?? null}`),
        sql`, `,
      )}]::text[]) with ordinality as t(text, i)
      order by t.i`),
  );
  return rows.map((row) => row.text ?? undefined);
}
