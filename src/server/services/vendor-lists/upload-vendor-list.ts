import { cleanFileName } from "~/domain/certification/document-rules";
import { vendorKeys } from "~/domain/vendor-lists/vendor-keys";
import { VENDOR_LIST_MESSAGES as M } from "~/domain/vendor-lists/vendor-list-rules";
import type { VendorList } from "~/domain/vendor-lists/vendor-list-schema";
import { readVendorTable } from "~/domain/vendor-lists/vendor-table";
import { vendorListRows, vendorLists } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { MATCH_BATCH_SIZE, MATCH_JOBS_PER_LIST } from "./match-vendor-list";
import { readVendorFile } from "./read-vendor-file";
import { toVendorList } from "./vendor-list-access";

/** Rows written per statement (18 values each, well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;

/**
 * A signed-in user uploads a vendor file (CSV or XLSX). Only a good file creates anything: the list and
 * all its rows in one transaction, with the matching job queued in it; the job matches the rows in
 * batches and counts its progress (match-vendor-list.ts).
 */
export async function uploadVendorList(
  ctx: Pick<ServiceContext, "db" | "jobs">,
  actor: Actor,
  input: { fileName: string; file: Uint8Array },
): Promise<VendorList> {
  const user = requireUser(actor, M.unauthorized);
  const cells = await readVendorFile(input.file);
  const table = readVendorTable(cells);
  if (!table.ok) throw new AppError("validation", table.message, { file: table.message });
  return ctx.db.transaction(async (tx) => {
    const [list] = await tx
      .insert(vendorLists)
      .values({
        ownerId: user.userId,
        name: cleanFileName(input.fileName) || "vendors.csv",
        totalRows: table.rows.length,
      })
      .returning();
    for (let i = 0; i < table.rows.length; i += INSERT_CHUNK) {
      await tx.insert(vendorListRows).values(
        table.rows.slice(i, i + INSERT_CHUNK).map(({ rowNumber, fields }) => {
          const keys = vendorKeys(fields);
          return { listId: list!.id, rowNumber, ...fields, name: fields.name!, ...keys };
        }),
      );
    }
    // A list of more than one batch is matched by several jobs at once (match-vendor-list.ts).
    const jobs = Math.min(MATCH_JOBS_PER_LIST, Math.ceil(table.rows.length / MATCH_BATCH_SIZE));
    for (let i = 0; i < jobs; i++) await ctx.jobs.enqueue(tx, "match-vendor-list", { listId: list!.id });
    return toVendorList(tx, list!);
  });
}
