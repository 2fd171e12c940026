import { sql } from "drizzle-orm";
import { type BusinessRow, businessColumns } from "~/server/services/businesses/to-business";

// Rows read by hand-written statements (a union, a CTE) rather than the query builder.

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every column a business is read with, as a select list. */
export const RAW_COLUMNS = sql.raw(
  Object.keys(businessColumns)
    .map((key) => snake(key))
    .join(", "),
);

const KEYS = Object.keys(businessColumns).map((key) => [key, snake(key)] as const);
const DATE_KEYS = new Set(["certificationRequestedAt", "certificationExpiresAt", "createdAt", "updatedAt"]);

/** A raw snake_case row as the typed row the query builder would return. */
export function rowFromRaw(raw: Record<string, unknown>): BusinessRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of KEYS) {
    const value = raw[column];
    row[key] =
      DATE_KEYS.has(key) && value !== null && !(value instanceof Date) ? new Date(value as string) : value;
  }
  if (row.rating !== null) row.rating = Number(row.rating);
  return row as BusinessRow;
}
