import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { rowsOf } from "./row-estimate";
import { fuzzyKeyword, type KeywordMatch } from "./search-conditions";
import { keywordWords } from "./search-sql";

/** At most this many name words stand for one typed word. */
const CLOSE_WORDS = 8;

/**
 * For each typed word, the words of business names close to it (pg_trgm word similarity at its
 * threshold, closest first), from the vocabulary kept by migration 0028. A typed word with no close
 * name word gets an empty list.
 */
export async function closeNameWords(db: Db, typed: string[]): Promise<string[][]> {
  if (typed.length === 0) return [];
  const result = await db.execute(sql`
    select k.i::int as i, v.word
    from unnest(array[${sql.join(
      typed.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) with ordinality as k(word, i)
    cross join lateral (
      select word from business_name_words
      where k.word <% word
      order by word_similarity(k.word, word) desc, word
      limit ${CLOSE_WORDS}
    ) v`);
  const close: string[][] = typed.map(() => []);
  for (const row of rowsOf<{ i: number; word: string }>(result)) close[row.i - 1]!.push(row.word);
  return close;
}

/** The typo-tolerant match of `keyword` (lower case), or null when no name word is close to it. */
export async function typoKeyword(db: Db, keyword: string): Promise<KeywordMatch | null> {
  return fuzzyKeyword(keyword, await closeNameWords(db, keywordWords(keyword)));
}
