import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { capabilityStatementFileName } from "~/domain/procurement/capability-statement-rules";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { capabilityStatementData } from "./capability-statement-data";
import { renderCapabilityStatement } from "./render-capability-statement";

export type CapabilityStatement = { pdf: Uint8Array; etag: string; fileName: string };

/**
 * Rendered statements by the hash of what they say: a statement is drawn once and served from memory
 * until anything on it changes (the profile, the business, its certification, the site's address),
 * which makes a new hash. At most 32 MB are kept; the least recently read go first.
 */
const rendered = new LRUCache<string, Uint8Array>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (pdf) => pdf.byteLength,
});

/**
 * The capability statement of a business as a one-page PDF, for anyone who may see the business
 * (its owner or an admin for a hidden one). `etag` names its content, so a client that has it may
 * be told it has not changed.
 */
export async function getCapabilityStatement(
  ctx: Pick<ServiceContext, "db" | "storage" | "now">,
  actor: Actor,
  input: { businessId: string; origin: string },
): Promise<CapabilityStatement> {
  const now = ctx.now();
  const data = await capabilityStatementData(ctx.db, actor, { ...input, now });
  const hash = createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 32);
  let pdf = rendered.get(hash);
  if (!pdf) {
    pdf = await renderCapabilityStatement(ctx.storage, data, now);
    rendered.set(hash, pdf);
  }
  return { pdf, etag: `"cs-${hash}"`, fileName: capabilityStatementFileName(data.name) };
}
