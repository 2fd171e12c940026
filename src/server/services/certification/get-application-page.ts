import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { ApplicationPage } from "~/domain/certification/certification-api-schema";
import type { CertificationEnd } from "~/domain/certification/statuses";
import { businessDocuments, certificationApplications, certificationEvents } from "~/server/db/schema";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import {
  toApplicantDocument,
  toApplication,
  toCertificationBusiness,
  toTemplateDocument,
} from "./certification-dtos";
import { firstYearPaymentsByTier } from "./first-year-payment";
import { readCertifiedBusiness } from "./read-certified-business";
import { templateRows } from "./template-rows";

/**
 * Everything the application page of one business shows (owner or admin): the business, the
 * templates of every tier, its drafts and the documents of its latest application, and that
 * application, and which paid tiers' first year is paid (decision 037). File links are signed for an hour and issued only here, to the owner or an admin.
 */
export async function getApplicationPage(
  ctx: Pick<ServiceContext, "db" | "storage">,
  actor: Actor,
  { businessId }: { businessId: string },
): Promise<ApplicationPage> {
  const { db, storage } = ctx;
  const { business } = await readCertifiedBusiness(db, actor, businessId);
  const [latest] = await db
    .select()
    .from(certificationApplications)
    .where(eq(certificationApplications.businessId, business.id))
    .orderBy(desc(certificationApplications.createdAt), desc(certificationApplications.id))
    .limit(1);
  const ended = business.certificationStatus === "expired" || business.certificationStatus === "revoked";
  const [templates, documents, firstYearPayments, [end]] = await Promise.all([
    templateRows(db),
    db
      .select()
      .from(businessDocuments)
      .where(
        and(
          eq(businessDocuments.businessId, business.id),
          latest
            ? or(isNull(businessDocuments.applicationId), eq(businessDocuments.applicationId, latest.id))
            : isNull(businessDocuments.applicationId),
        ),
      )
      .orderBy(desc(businessDocuments.uploadDate), desc(businessDocuments.id)),
    firstYearPaymentsByTier(db, business.id),
    ended
      ? db
          .select({ at: certificationEvents.createdAt, notes: certificationEvents.notes })
          .from(certificationEvents)
          .where(
            and(
              eq(certificationEvents.businessId, business.id),
              eq(certificationEvents.toStatus, business.certificationStatus),
            ),
          )
          .orderBy(desc(certificationEvents.createdAt))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    business: toCertificationBusiness(business),
    templates: templates.map((row) => toTemplateDocument(row, storage)),
    documents: documents.map((row) => toApplicantDocument(row, storage)),
    latest_application: latest ? toApplication(latest, storage) : null,
    first_year_payments: firstYearPayments,
    certification_end:
      ended && end
        ? {
            status: business.certificationStatus as CertificationEnd,
            at: end.at.toISOString(),
            reason: business.certificationStatus === "revoked" ? end.notes : null,
          }
        : null,
  };
}
