import { count, eq } from "drizzle-orm";
import { cleanFileName } from "~/domain/certification/document-rules";
import {
  RESPONSE_FILE_TYPES,
  RESPONSE_LIMITS,
  RESPONSE_MESSAGES,
} from "~/domain/opportunities/opportunity-response-rules";
import type { OpportunityResponse } from "~/domain/opportunities/opportunity-response-schema";
import { opportunityResponseFiles } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { checkDocument } from "~/server/services/uploads/check-document";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { lockOwnResponse } from "./lock-own-response";
import { toOpportunityResponses } from "./to-opportunity-response";
import { OWN_RESPONSE_MESSAGES } from "./update-opportunity-response";

/**
 * Its author attaches a file to an answer until the deadline: PDF or Word (.docx) by its bytes, not
 * empty, at most 10 MB, three an answer. Stored privately before the transaction, deleted again if
 * the transaction refuses it.
 */
export async function attachResponseFile(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "now">,
  actor: Actor,
  input: { id: string; responseId: string; fileName: string; file: Uint8Array },
): Promise<OpportunityResponse> {
  requireUser(actor, OWN_RESPONSE_MESSAGES.unauthorized);
  const now = ctx.now();
  await ctx.db.transaction((tx) => lockOwnResponse(tx, actor, { ...input, now }, OWN_RESPONSE_MESSAGES));
  const { mime } = await checkDocument(input.file, RESPONSE_FILE_TYPES, RESPONSE_MESSAGES.fileType);
  const fileName = cleanFileName(input.fileName);
  const key = `private/opportunity-responses/${input.responseId}/${Date.now()}-${fileName}`;
  await ctx.storage.put(key, Buffer.from(input.file), mime);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { response } = await lockOwnResponse(tx, actor, { ...input, now }, OWN_RESPONSE_MESSAGES);
      const [held] = await tx
        .select({ n: count() })
        .from(opportunityResponseFiles)
        .where(eq(opportunityResponseFiles.responseId, response.id));
      if ((held?.n ?? 0) >= RESPONSE_LIMITS.files) {
        throw new AppError("conflict", RESPONSE_MESSAGES.tooManyFiles, {
          file: RESPONSE_MESSAGES.tooManyFiles,
        });
      }
      await tx.insert(opportunityResponseFiles).values({
        responseId: response.id,
        fileName,
        filePath: key,
        fileSize: input.file.byteLength,
        mimeType: mime,
      });
      const [answer] = await toOpportunityResponses(tx, ctx.storage, [response], now);
      return answer!;
    });
  } catch (error) {
    await deleteStoredFiles(ctx, [key]);
    throw error;
  }
}
