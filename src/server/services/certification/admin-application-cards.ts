import { desc, eq, inArray } from "drizzle-orm";
import type { AdminApplicationCard } from "~/domain/certification/certification-api-schema";
import type { Db } from "~/server/db/client";
import { businessDocuments, businesses, certificationApplications, users } from "~/server/db/schema";
import type { Storage } from "~/server/storage/storage";
import { toApplicantDocument, toApplication, toCertificationBusiness } from "./certification-dtos";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type BusinessRow = typeof businesses.$inferSelect;

/**
 * The admin review's cards for these businesses, in their order: each with its owner's e-mail, its
 * latest application and the documents submitted with that application (links signed for an hour).
 * Three reads whatever the number of businesses.
 */
export async function adminApplicationCards(
  db: Db | Tx,
  storage: Pick<Storage, "signedUrl">,
  rows: readonly BusinessRow[],
): Promise<AdminApplicationCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId).filter((id): id is string => Boolean(id)))];
  const [applications, owners] = await Promise.all([
    db
      .select()
      .from(certificationApplications)
      .where(inArray(certificationApplications.businessId, ids))
      .orderBy(desc(certificationApplications.createdAt), desc(certificationApplications.id)),
    ownerIds.length
      ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
  ]);
  const latest = new Map<string, (typeof applications)[number]>();
  for (const a of applications) if (!latest.has(a.businessId)) latest.set(a.businessId, a);
  const applicationIds = [...latest.values()].map((a) => a.id);
  const documents = applicationIds.length
    ? await db
        .select()
        .from(businessDocuments)
        .where(inArray(businessDocuments.applicationId, applicationIds))
        .orderBy(businessDocuments.uploadDate, businessDocuments.id)
    : [];
  const emailOf = new Map(owners.map((o) => [o.id, o.email]));
  return rows.map((row) => {
    const application = latest.get(row.id) ?? null;
    const docs = application ? documents.filter((d) => d.applicationId === application.id) : [];
    return {
      business: toCertificationBusiness(row),
      owner_email: row.ownerId ? (emailOf.get(row.ownerId) ?? null) : null,
      application: application ? toApplication(application, storage) : null,
      documents: docs.map((d) => toApplicantDocument(d, storage)),
      document_count: docs.length,
    };
  });
}

/** One business's card (after a decision). */
export async function adminApplicationCard(
  db: Db | Tx,
  storage: Pick<Storage, "signedUrl">,
  businessId: string,
): Promise<AdminApplicationCard | null> {
  const rows = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return (await adminApplicationCards(db, storage, rows))[0] ?? null;
}
