import { RECENT_DOCUMENTS } from "~/domain/certification/certification-api-schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { listTemplatesAdmin } from "./list-templates-admin";

/**
 * The dashboard's 'Forms & Documents Overview': the five most recent templates and the counts by tier
 * and by document type. Templates are a handful of forms, so they are counted from one read.
 */
export async function templateOverview(ctx: Pick<ServiceContext, "db" | "storage">, actor: Actor) {
  const templates = await listTemplatesAdmin(ctx, actor);
  const by_tier: Record<string, number> = {};
  const by_kind: Record<string, number> = {};
  for (const t of templates) {
    by_tier[t.tier] = (by_tier[t.tier] ?? 0) + 1;
    by_kind[t.kind] = (by_kind[t.kind] ?? 0) + 1;
  }
  return { recent: templates.slice(0, RECENT_DOCUMENTS), total: templates.length, by_tier, by_kind };
}
