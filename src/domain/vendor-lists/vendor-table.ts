import { missingNameMessage, recogniseColumns, VENDOR_FIELDS, type VendorFields } from "./vendor-columns";
import { VENDOR_LIST_LIMITS, VENDOR_LIST_MESSAGES } from "./vendor-list-rules";

export type VendorRow = { rowNumber: number; fields: VendorFields };
export type VendorTable = { ok: true; rows: VendorRow[] } | { ok: false; message: string };

/** A cell as text: trimmed, no NUL or other control characters, at most 500 characters; empty is null. */
export function cellText(cell: unknown): string | null {
  let text: string;
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) text = Number.isNaN(cell.getTime()) ? "" : cell.toISOString().slice(0, 10);
  else if (typeof cell === "string") text = cell;
  else if (typeof cell === "number" || typeof cell === "boolean") text = String(cell);
  else return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed.
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();
  return clean ? clean.slice(0, VENDOR_LIST_LIMITS.maxCellLength) : null;
}

/**
 * A sheet's cells as vendor rows: the first non-empty row is the header (a name column required), each
 * later row with a name is a vendor, numbered as the file's row (the header is row 1 when it is first).
 * Refused: no name column, no vendor name at all (an empty or formula-only sheet), more than 50,000 rows.
 */
export function readVendorTable(cells: readonly (readonly unknown[])[]): VendorTable {
  const headerIndex = cells.findIndex((row) => row.some((c) => cellText(c) !== null));
  if (headerIndex < 0) return { ok: false, message: VENDOR_LIST_MESSAGES.empty };
  const columns = recogniseColumns(cells[headerIndex]!.map((c) => cellText(c) ?? ""));
  if (columns.name === undefined) return { ok: false, message: missingNameMessage() };
  const rows: VendorRow[] = [];
  for (let i = headerIndex + 1; i < cells.length; i++) {
    const row = cells[i]!;
    const fields = Object.fromEntries(
      VENDOR_FIELDS.map((f) => [f, columns[f] === undefined ? null : cellText(row[columns[f]!])]),
    ) as VendorFields;
    if (!fields.name) continue;
    if (rows.length >= VENDOR_LIST_LIMITS.maxRows)
      return { ok: false, message: VENDOR_LIST_MESSAGES.tooManyRows };
    rows.push({ rowNumber: i + 1, fields });
  }
  if (rows.length === 0) return { ok: false, message: VENDOR_LIST_MESSAGES.noNames };
  return { ok: true, rows };
}
