import { and, desc, isNull, like } from "drizzle-orm";
import type { Tier } from "~/domain/tiers/tiers";
import type { Db } from "~/server/db/client";
import { businessDocuments } from "~/server/db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The admin templates (business_id null), newest first; of one tier when `tier` is given. */
export function templateRows(db: Db | Tx, tier?: Tier) {
  return db
    .select()
    .from(businessDocuments)
    .where(
      and(
        isNull(businessDocuments.businessId),
        tier ? like(businessDocuments.documentType, `${tier}-%`) : undefined,
      ),
    )
    .orderBy(desc(businessDocuments.uploadDate), desc(businessDocuments.id));
}
