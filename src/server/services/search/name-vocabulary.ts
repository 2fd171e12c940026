import { sql } from "drizzle-orm";
import { typoAllowance, typoDistance } from "~/domain/search/typo-distance";
import type { Db } from "~/server/db/client";
import { rowsOf } from "./row-estimate";
import { fuzzyKeyword, type KeywordMatch } from "./search-conditions";
import { keywordWords } from "./search-sql";

/** At most this many name words stand for one typed word. */
const CLOSE_WORDS = 8;
/** Name words a typed word's trigrams bring up for the edit-distance check, most alike first. */
const CANDIDATES = 40;
/**
 * The trigram similarity a candidate needs (pg_trgm's `%`, through its index): low enough that one
 * typo in a 5-letter word or two in a 9-letter one, anywhere in it, still shares enough trigrams.
 */
const CANDIDATE_SIMILARITY = "0.2";

/**
 * For each typed word (without accents, as the vocabulary is), the words of business names close to
 * it, from the vocabulary kept by migrations 0028 and 0043: those within its typo allowance (one typo from 5 letters, two from 9: a letter
 * missing, one too many, another letter or two neighbours swapped, anywhere in the word), closest
 * first, then those that contain it almost whole (pg_trgm word similarity at its threshold, e.g.
 * "kitch" in "kitchen"). A typed word with no close name word gets an empty list.
 */
export async function closeNameWords(db: Db, typed: string[]): Promise<string[][]> {
  if (typed.length === 0) return [];
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${CANDIDATE_SIMILARITY}, true)`);
    return rowsOf<{ i: number; word: string; contained: boolean }>(
      await tx.execute(sql`
        select k.i::int as i, v.word, v.contained
        from unnest(array[${sql.join(
          typed.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) with ordinality as k(word, i)
        cross join lateral (
          (select word, true as contained from business_name_words
            where k.word <% word
            order by word_similarity(k.word, word) desc, word
            limit ${CLOSE_WORDS})
          union all
          (select word, false as contained from business_name_words
            where word % k.word
            order by similarity(word, k.word) desc, word
            limit ${CANDIDATES})
        ) v`),
    );
  });
  return typed.map((word, index) => {
    const allowed = typoAllowance(word);
    const near = new Map<string, number>();
    const contained: string[] = [];
    for (const row of rows) {
      if (row.i !== index + 1) continue;
      if (row.contained) contained.push(row.word);
      else if (allowed > 0 && !near.has(row.word)) {
        const distance = typoDistance(word, row.word, allowed);
        if (distance <= allowed) near.set(row.word, distance);
      }
    }
    const closest = [...near].sort((a, b) => a[1] - b[1]).map(([w]) => w);
    return [...new Set([...closest, ...contained])].slice(0, CLOSE_WORDS);
  });
}

/**
 * The typo-tolerant match of a keyword (lower case, without accents: accentFree), or null when no name
 * word is close to it.
 */
export async function typoKeyword(db: Db, plain: string): Promise<KeywordMatch | null> {
  return fuzzyKeyword(plain, await closeNameWords(db, keywordWords(plain)));
}
