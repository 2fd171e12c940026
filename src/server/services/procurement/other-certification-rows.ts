import { and, asc, eq, type SQL } from "drizzle-orm";
import {
  isExpired,
  OTHER_CERTIFICATION_MESSAGES as M,
  OTHER_CERTIFICATION_KIND_LABELS,
  otherCertificationTitle,
} from "~/domain/procurement/other-certification-rules";
import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { otherCertifications, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type OtherCertificationRow = typeof otherCertifications.$inferSelect;
type RowWithChecker = OtherCertificationRow & { checkerName: string | null };

/** Where the owner and admins read a certificate's file (the API checks who asks). */
export function otherCertificationFileUrl(businessId: string, id: string): string {
  return `/api/v1/businesses/${businessId}/other-certifications/${id}/file`;
}

/**
 * A certification as the API answers it. `manages` (the owner or an admin) also reads who checked it
 * and its file's link; everyone else reads checked and when, never who, and no file.
 */
export function toOtherCertification(row: RowWithChecker, manages: boolean, now: Date): OtherCertification {
  const checked = row.checkedAt !== null;
  return {
    id: row.id,
    business_id: row.businessId,
    kind: row.kind,
    kind_label: OTHER_CERTIFICATION_KIND_LABELS[row.kind],
    name: row.name,
    title: otherCertificationTitle(row),
    certifier: row.certifier,
    number: row.number,
    expires_on: row.expiresOn,
    expired: isExpired(row.expiresOn, now),
    checked,
    checked_at: row.checkedAt?.toISOString() ?? null,
    checked_by: manages && checked ? { id: row.checkedBy, name: row.checkerName ?? "A former admin" } : null,
    file: manages
      ? {
          file_name: row.fileName,
          file_size: row.fileSize,
          mime_type: row.mimeType,
          url: otherCertificationFileUrl(row.businessId, row.id),
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Rows with the name of the admin who checked each. */
export function selectWithChecker(db: Db | Tx, where: SQL) {
  return db
    .select({ row: otherCertifications, checkerName: users.name })
    .from(otherCertifications)
    .leftJoin(users, eq(users.id, otherCertifications.checkedBy))
    .where(where)
    .orderBy(asc(otherCertifications.createdAt), asc(otherCertifications.id));
}

/** A business's other certifications, oldest first, as `manages` reads them. */
export async function listOtherCertifications(
  db: Db | Tx,
  businessId: string,
  manages: boolean,
  now: Date,
): Promise<OtherCertification[]> {
  const rows = await selectWithChecker(db, eq(otherCertifications.businessId, businessId));
  return rows.map(({ row, checkerName }) => toOtherCertification({ ...row, checkerName }, manages, now));
}

/** One certification of this business with its checker's name (as the owner reads it), or 404. */
export async function readOtherCertification(db: Db | Tx, businessId: string, id: string, now: Date) {
  const [found] = await selectWithChecker(
    db,
    and(eq(otherCertifications.businessId, businessId), eq(otherCertifications.id, id))!,
  );
  if (!found) throw new AppError("not_found", M.notFound);
  return toOtherCertification({ ...found.row, checkerName: found.checkerName }, true, now);
}

/** The certification under a row lock, if it belongs to this business (404 otherwise). */
export async function lockOtherCertification(
  tx: Tx,
  businessId: string | null,
  id: string,
): Promise<OtherCertificationRow> {
  if (!isUuid(id)) throw new AppError("not_found", M.notFound);
  const [row] = await tx
    .select()
    .from(otherCertifications)
    .where(eq(otherCertifications.id, id))
    .for("update")
    .limit(1);
  if (!row || (businessId !== null && row.businessId !== businessId)) {
    throw new AppError("not_found", M.notFound);
  }
  return row;
}
