import { type SQL, sql } from "drizzle-orm";

/**
 * A statement written with `$1`-style parameters, as drizzle SQL: so a library's statement runs on
 * the caller's drizzle transaction. Each parameter stays a bound value (never spliced into the text).
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}
