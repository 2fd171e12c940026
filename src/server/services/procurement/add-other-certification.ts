import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { cleanFileName } from "~/domain/certification/document-rules";
import {
  OTHER_CERTIFICATION_MESSAGES as M,
  OTHER_CERTIFICATION_FILE_TYPES,
  OTHER_CERTIFICATION_LIMITS,
} from "~/domain/procurement/other-certification-rules";
import type {
  OtherCertification,
  OtherCertificationInput,
} from "~/domain/procurement/other-certification-schema";
import { businesses, otherCertifications } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkDocument } from "~/server/services/uploads/check-document";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { readOtherCertification } from "./other-certification-rows";
import { findProfileBusiness } from "./procurement-rows";

/** Where a certificate's file is kept: private, under a server-made name. */
export function certificateKey(businessId: string, extension: string): string {
  return `private/other-certifications/${businessId}/${randomUUID()}.${extension}`;
}

/**
 * Its owner or an admin adds an other certification to a business: the certificate is a PDF, JPG or
 * PNG by its bytes (415 otherwise), not empty, at most 10 MB (413), stored privately before the
 * transaction and deleted again if the transaction refuses it (more than the cap: 409).
 */
export async function addOtherCertification(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "now" | "searchCache">,
  actor: Actor,
  input: OtherCertificationInput & { businessId: string; fileName: string; file: Uint8Array },
): Promise<OtherCertification> {
  requireUser(actor, M.unauthorized);
  const business = await findProfileBusiness(ctx.db, input.businessId);
  requireOwnerOrAdmin(actor, business.ownerId, M);
  if (input.kind === "other" && !input.name) throw new AppError("validation", M.name, { name: M.name });
  const { mime, extension } = await checkDocument(input.file, OTHER_CERTIFICATION_FILE_TYPES, M.fileType);
  const key = certificateKey(business.id, extension);
  await ctx.storage.put(key, Buffer.from(input.file), mime);
  try {
    const now = ctx.now();
    const made = await ctx.db.transaction(async (tx) => {
      // The business's row lock serialises additions, so two at once never pass the cap together.
      await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.id, business.id))
        .for("update");
      const [held] = await tx
        .select({ n: count() })
        .from(otherCertifications)
        .where(eq(otherCertifications.businessId, business.id));
      if ((held?.n ?? 0) >= OTHER_CERTIFICATION_LIMITS.perBusiness) {
        throw new AppError("conflict", M.tooMany, { file: M.tooMany });
      }
      const [row] = await tx
        .insert(otherCertifications)
        .values({
          businessId: business.id,
          kind: input.kind,
          name: input.kind === "other" ? input.name : null,
          certifier: input.certifier,
          number: input.number,
          expiresOn: input.expires_on,
          fileName: cleanFileName(input.fileName),
          filePath: key,
          fileSize: input.file.byteLength,
          mimeType: mime,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return readOtherCertification(tx, business.id, row!.id, now);
    });
    ctx.searchCache.invalidate();
    return made;
  } catch (error) {
    await deleteStoredFiles(ctx, [key]);
    throw error;
  }
}
