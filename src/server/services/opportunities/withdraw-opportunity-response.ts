import { eq } from "drizzle-orm";
import { opportunityResponseFiles, opportunityResponses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { lockOwnResponse } from "./lock-own-response";
import { OWN_RESPONSE_MESSAGES } from "./update-opportunity-response";

/** Its author withdraws an answer, with its attachments, until the deadline (409 after it). */
export async function withdrawOpportunityResponse(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger" | "now">,
  actor: Actor,
  { id, responseId }: { id: string; responseId: string },
): Promise<void> {
  requireUser(actor, OWN_RESPONSE_MESSAGES.unauthorized);
  const keys = await ctx.db.transaction(async (tx) => {
    await lockOwnResponse(tx, actor, { id, responseId, now: ctx.now() }, OWN_RESPONSE_MESSAGES);
    const files = await tx
      .select({ path: opportunityResponseFiles.filePath })
      .from(opportunityResponseFiles)
      .where(eq(opportunityResponseFiles.responseId, responseId));
    await tx.delete(opportunityResponses).where(eq(opportunityResponses.id, responseId));
    return files.map((f) => f.path);
  });
  await deleteStoredFiles(ctx, keys);
}
