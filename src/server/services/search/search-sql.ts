import { type SQL, sql } from "drizzle-orm";

/** A LIKE pattern matching `text` literally anywhere: %, _ and \ lose their wildcard meaning. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The words of a keyword (letters and digits only), so nothing in it is tsquery syntax. */
export function keywordWords(keyword: string): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 16);
}

/**
 * A prefix tsquery text: every word must match the start of a word of the document.
 * `weights` limits matches to name (A) and categories (B), or also the description (C).
 */
export function prefixTsQuery(words: string[], withDescription: boolean): string {
  const weights = withDescription ? "ABC" : "AB";
  return words.map((w) => `${w}:*${weights}`).join(" & ");
}

/** Name, category and sub category in one lower-case text (trigram-indexed). */
export const keywordText = sql`lower(name || ' ' || category || ' ' || coalesce(sub_category, ''))`;

/**
 * Rank of the tier a business counts as at `now` (Preferred 0, Certified 1, Verified 2, Free 3):
 * unverified or expired certifications count as Free.
 */
export function effectiveTierRank(now: Date): SQL {
  return sql`(case when is_verified and certification_tier <> 'Free' and (certification_expires_at is null or certification_expires_at > ${now.toISOString()}::timestamptz) then (case certification_tier when 'Preferred' then 0 when 'Certified' then 1 else 2 end) else 3 end)`;
}

/** Verified on a paid tier whose certification has not expired at `now`. */
export function effectivelyVerified(now: Date): SQL {
  return sql`(is_verified and certification_tier <> 'Free' and (certification_expires_at is null or certification_expires_at > ${now.toISOString()}::timestamptz))`;
}

/** Open at `now` in the business's own time zone (SQL function business_open_at, same rule as domain openStatus). */
export function openAt(now: Date): SQL {
  return sql`business_open_at(business_hours, time_zone, ${now.toISOString()}::timestamptz)`;
}
