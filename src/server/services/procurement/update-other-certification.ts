import { eq } from "drizzle-orm";
import { cleanFileName } from "~/domain/certification/document-rules";
import {
  OTHER_CERTIFICATION_MESSAGES as M,
  OTHER_CERTIFICATION_FILE_TYPES,
} from "~/domain/procurement/other-certification-rules";
import type {
  OtherCertification,
  OtherCertificationPatch,
} from "~/domain/procurement/other-certification-schema";
import { otherCertifications } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkDocument } from "~/server/services/uploads/check-document";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { certificateKey } from "./add-other-certification";
import { lockOtherCertification, readOtherCertification } from "./other-certification-rows";
import { findProfileBusiness } from "./procurement-rows";

type NewFile = { fileName: string; file: Uint8Array };

/**
 * Its owner or an admin changes an other certification's fields, its file, or both. A change of
 * either clears an admin's check (what was checked is no longer what is shown); sending the same
 * values changes nothing. A replaced file is deleted after the commit; a refused change deletes the
 * new one.
 */
export async function updateOtherCertification(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "now" | "searchCache">,
  actor: Actor,
  input: { businessId: string; id: string; patch: OtherCertificationPatch; newFile?: NewFile },
): Promise<OtherCertification> {
  requireUser(actor, M.unauthorized);
  const business = await findProfileBusiness(ctx.db, input.businessId);
  requireOwnerOrAdmin(actor, business.ownerId, M);
  await ctx.db.transaction((tx) => lockOtherCertification(tx, business.id, input.id));
  const stored = input.newFile ? await storeFile(ctx, business.id, input.newFile) : null;
  try {
    const now = ctx.now();
    const { answer, replaced } = await ctx.db.transaction(async (tx) => {
      const row = await lockOtherCertification(tx, business.id, input.id);
      const { patch } = input;
      const kind = patch.kind ?? row.kind;
      const name = kind !== "other" ? null : patch.name === undefined ? row.name : patch.name || null;
      if (kind === "other" && !name) throw new AppError("validation", M.name, { name: M.name });
      const fields = {
        kind,
        name,
        certifier: patch.certifier ?? row.certifier,
        number: patch.number ?? row.number,
        expiresOn: patch.expires_on ?? row.expiresOn,
      };
      const changed =
        stored !== null || (Object.keys(fields) as (keyof typeof fields)[]).some((k) => fields[k] !== row[k]);
      if (changed) {
        await tx
          .update(otherCertifications)
          .set({
            ...fields,
            ...(stored ?? {}),
            checkedAt: null,
            checkedBy: null,
            updatedAt: now,
          })
          .where(eq(otherCertifications.id, row.id));
      }
      return {
        answer: await readOtherCertification(tx, business.id, row.id, now),
        replaced: stored ? row.filePath : null,
      };
    });
    if (replaced) await deleteStoredFiles(ctx, [replaced]);
    ctx.searchCache.invalidate();
    return answer;
  } catch (error) {
    if (stored) await deleteStoredFiles(ctx, [stored.filePath]);
    throw error;
  }
}

async function storeFile(
  ctx: Pick<ServiceContext, "storage">,
  businessId: string,
  { fileName, file }: NewFile,
) {
  const { mime, extension } = await checkDocument(file, OTHER_CERTIFICATION_FILE_TYPES, M.fileType);
  const key = certificateKey(businessId, extension);
  await ctx.storage.put(key, Buffer.from(file), mime);
  return { fileName: cleanFileName(fileName), filePath: key, fileSize: file.byteLength, mimeType: mime };
}
