import { asc, eq, inArray } from "drizzle-orm";
import { effectiveCertificationStatus } from "~/domain/certification/certification-lifecycle";
import type { OpportunityResponse } from "~/domain/opportunities/opportunity-response-schema";
import { naicsTitle } from "~/domain/procurement/naics-list";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import {
  businesses,
  contractOpportunities,
  opportunityResponseFiles,
  opportunityResponses,
  procurementProfiles,
} from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { SIGNED_URL_TTL_SECONDS, type Storage } from "~/server/storage/storage";
import { NOT_FOUND } from "./to-opportunity";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ResponseRow = typeof opportunityResponses.$inferSelect;

export const RESPONSE_NOT_FOUND = "Answer not found.";

/**
 * Answers as their author, the poster and admins read them: each with its business's name, tier,
 * certification status (as of `now`), NAICS codes and capability statement, and its attachments
 * behind links that expire in an hour.
 */
export async function toOpportunityResponses(
  db: Db | Tx,
  storage: Pick<Storage, "signedUrl">,
  rows: ResponseRow[],
  now: Date,
): Promise<OpportunityResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const businessIds = [...new Set(rows.map((r) => r.businessId))];
  const [owners, profiles, files] = await Promise.all([
    db.select().from(businesses).where(inArray(businesses.id, businessIds)),
    db
      .select({ businessId: procurementProfiles.businessId, codes: procurementProfiles.naicsCodes })
      .from(procurementProfiles)
      .where(inArray(procurementProfiles.businessId, businessIds)),
    db
      .select()
      .from(opportunityResponseFiles)
      .where(inArray(opportunityResponseFiles.responseId, ids))
      .orderBy(asc(opportunityResponseFiles.createdAt), asc(opportunityResponseFiles.id)),
  ]);
  const byId = new Map(owners.map((b) => [b.id, b]));
  const codesOf = new Map(profiles.map((p) => [p.businessId, p.codes]));
  return rows.map((r) => {
    const b = byId.get(r.businessId)!;
    return {
      id: r.id,
      opportunity_id: r.opportunityId,
      business: {
        id: b.id,
        name: b.name,
        tier: b.certificationTier,
        certification_status: effectiveCertificationStatus(
          {
            is_verified: b.isVerified,
            certification_tier: b.certificationTier,
            certification_status: b.certificationStatus,
            certification_expires_at: b.certificationExpiresAt?.toISOString() ?? null,
          },
          now,
        ),
        naics: (codesOf.get(b.id) ?? []).flatMap((code) => {
          const title = naicsTitle(code);
          return title ? [{ code, title }] : [];
        }),
        capability_statement_url: `/api/v1/businesses/${b.id}/capability-statement`,
      },
      message: r.message,
      quote: r.quote,
      show_name_if_awarded: r.showNameIfAwarded,
      status: r.status,
      decision_note: r.decisionNote,
      decided_at: r.decidedAt?.toISOString() ?? null,
      files: files
        .filter((f) => f.responseId === r.id)
        .map((f) => ({
          id: f.id,
          file_name: f.fileName,
          file_size: f.fileSize,
          mime_type: f.mimeType,
          url: storage.signedUrl(f.filePath, SIGNED_URL_TTL_SECONDS),
        })),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** The opportunity under a row lock (answers and decisions on it are serialised by it). */
export async function lockOpportunity(tx: Tx, id: string) {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const [row] = await tx
    .select()
    .from(contractOpportunities)
    .where(eq(contractOpportunities.id, id))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** An answer to this opportunity, or 404. */
export async function readResponse(tx: Tx, opportunityId: string, responseId: string): Promise<ResponseRow> {
  if (!isUuid(responseId)) throw new AppError("not_found", RESPONSE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(opportunityResponses)
    .where(eq(opportunityResponses.id, responseId))
    .limit(1);
  if (!row || row.opportunityId !== opportunityId) throw new AppError("not_found", RESPONSE_NOT_FOUND);
  return row;
}
