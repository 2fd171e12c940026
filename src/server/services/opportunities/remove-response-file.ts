import { and, eq } from "drizzle-orm";
import { isUuid } from "~/domain/shared/is-uuid";
import { opportunityResponseFiles } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { lockOwnResponse } from "./lock-own-response";
import { OWN_RESPONSE_MESSAGES } from "./update-opportunity-response";

const FILE_NOT_FOUND = "Attachment not found.";

/** Its author removes an attachment from an answer, until the deadline (409 after it). */
export async function removeResponseFile(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "now">,
  actor: Actor,
  { id, responseId, fileId }: { id: string; responseId: string; fileId: string },
): Promise<void> {
  requireUser(actor, OWN_RESPONSE_MESSAGES.unauthorized);
  const key = await ctx.db.transaction(async (tx) => {
    await lockOwnResponse(tx, actor, { id, responseId, now: ctx.now() }, OWN_RESPONSE_MESSAGES);
    if (!isUuid(fileId)) throw new AppError("not_found", FILE_NOT_FOUND);
    const f = opportunityResponseFiles;
    const [removed] = await tx
      .delete(f)
      .where(and(eq(f.id, fileId), eq(f.responseId, responseId)))
      .returning({ path: f.filePath });
    if (!removed) throw new AppError("not_found", FILE_NOT_FOUND);
    return removed.path;
  });
  await deleteStoredFiles(ctx, [key]);
}
