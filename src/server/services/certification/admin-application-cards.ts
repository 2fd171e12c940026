import { desc, eq, inArray } from "drizzle-orm";
import type { AdminApplicationCard } from "~/domain/certification/certification-api-schema";
import type { Db } from "~/server/db/client";
import {
  businessDocuments,
  businesses,
  certificationApplications,
  certificationEvents,
  payments,
  profiles,
  users,
} from "~/server/db/schema";
import type { Storage } from "~/server/storage/storage";
import {
  toApplicantDocument,
  toApplication,
  toApplicationPayment,
  toCertificationBusiness,
  toCertificationEvent,
} from "./certification-dtos";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type BusinessRow = typeof businesses.$inferSelect;

/**
 * The admin review's cards for these businesses, in their order: each with its owner's e-mail, its
 * latest application (affidavit, signature), the documents and the payment submitted with that
 * application (links signed for an hour), and the business's certification history, newest first.
 * Five reads whatever the number of businesses.
 */
export async function adminApplicationCards(
  db: Db | Tx,
  storage: Pick<Storage, "signedUrl">,
  rows: readonly BusinessRow[],
): Promise<AdminApplicationCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId).filter((id): id is string => Boolean(id)))];
  const [applications, owners, events] = await Promise.all([
    db
      .select()
      .from(certificationApplications)
      .where(inArray(certificationApplications.businessId, ids))
      .orderBy(desc(certificationApplications.createdAt), desc(certificationApplications.id)),
    ownerIds.length
      ? db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
    db
      .select({ event: certificationEvents, fullName: profiles.fullName, userName: users.name })
      .from(certificationEvents)
      .leftJoin(users, eq(users.id, certificationEvents.actorId))
      .leftJoin(profiles, eq(profiles.id, certificationEvents.actorId))
      .where(inArray(certificationEvents.businessId, ids))
      .orderBy(desc(certificationEvents.createdAt), desc(certificationEvents.id)),
  ]);
  const latest = new Map<string, (typeof applications)[number]>();
  for (const a of applications) if (!latest.has(a.businessId)) latest.set(a.businessId, a);
  const applicationIds = [...latest.values()].map((a) => a.id);
  const paymentIds = [...latest.values()].flatMap((a) => (a.paymentId ? [a.paymentId] : []));
  const [documents, paid] = await Promise.all([
    applicationIds.length
      ? db
          .select()
          .from(businessDocuments)
          .where(inArray(businessDocuments.applicationId, applicationIds))
          .orderBy(businessDocuments.uploadDate, businessDocuments.id)
      : Promise.resolve([]),
    paymentIds.length
      ? db.select().from(payments).where(inArray(payments.id, paymentIds))
      : Promise.resolve([]),
  ]);
  const emailOf = new Map(owners.map((o) => [o.id, o.email]));
  const paymentOf = new Map(paid.map((p) => [p.id, p]));
  return rows.map((row) => {
    const application = latest.get(row.id) ?? null;
    const docs = application ? documents.filter((d) => d.applicationId === application.id) : [];
    const payment = application?.paymentId ? paymentOf.get(application.paymentId) : undefined;
    return {
      business: toCertificationBusiness(row),
      owner_email: row.ownerId ? (emailOf.get(row.ownerId) ?? null) : null,
      application: application ? toApplication(application, storage) : null,
      documents: docs.map((d) => toApplicantDocument(d, storage)),
      document_count: docs.length,
      payment: payment ? toApplicationPayment(payment) : null,
      history: events
        .filter((e) => e.event.businessId === row.id)
        .map((e) => toCertificationEvent(e.event, e.fullName || e.userName || null)),
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
