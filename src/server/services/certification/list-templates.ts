import type { TemplateDocument } from "~/domain/certification/certification-api-schema";
import type { Tier } from "~/domain/certification/tiers";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { toTemplateDocument } from "./certification-dtos";
import { SIGN_IN_TO_APPLY } from "./read-certified-business";
import { templateRows } from "./template-rows";

/**
 * The required documents (admin templates) of a tier, or of every tier, for any signed-in user: they
 * are blank forms to download, fill in and upload back. Links are signed and last an hour.
 */
export async function listTemplates(
  ctx: Pick<ServiceContext, "db" | "storage">,
  actor: Actor,
  input: { tier?: Tier | undefined },
): Promise<{ items: TemplateDocument[] }> {
  requireUser(actor, SIGN_IN_TO_APPLY);
  const rows = await templateRows(ctx.db, input.tier);
  return { items: rows.map((row) => toTemplateDocument(row, ctx.storage)) };
}
