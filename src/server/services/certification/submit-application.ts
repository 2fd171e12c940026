import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type {
  SubmitApplicationInput,
  SubmitApplicationResult,
} from "~/domain/certification/certification-api-schema";
import { DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { notice, tierNotice } from "~/domain/notifications/notice";
import { mailOrigin } from "~/server/config";
import { businessDocuments, certificationApplications, userRoles, users } from "~/server/db/schema";
import { AppError, said } from "~/server/errors";
import { applicationSubmittedMail } from "~/server/mail/application-submitted-mail";
import type { Actor } from "~/server/policy";
import { mailLanguage } from "~/server/services/accounts/mail-recipient";
import { createNotifications } from "~/server/services/notifications/create-notifications";
import type { ServiceContext } from "~/server/services/service-context";
import { deleteStoredFiles } from "~/server/services/uploads/stored-images";
import { toApplication, toCertificationBusiness, toTemplateDocument } from "./certification-dtos";
import { checkSignature } from "./check-signature";
import { findUsableFirstYearPayment } from "./first-year-payment";
import { queueApplicationReceived } from "./queue-application-received";
import { readCertifiedBusiness } from "./read-certified-business";
import { templateRows } from "./template-rows";
import { transitionCertification } from "./transition-certification";
import { refuseDraftChanges } from "./upload-applicant-document";

/** Where admins review applications (the notification's and the e-mail's link). */
export const ADMIN_REVIEW_PATH = "/admin/certifications";

/**
 * Submits a business's certification application (owner or admin) — the one place an application
 * starts, and so where payment before review is enforced (decision 037): every submittable tier is
 * paid, so the business must have a completed first-year payment of the tier applied for that no
 * approved application has used (402 `payment_required` otherwise, and nothing changes); the new
 * application is linked to it. A rejected application's payment carries the next submission.
 *
 * The signature is checked by content (a PNG, not blank) and stored privately before the
 * transaction (deleted again if it fails). In one transaction: the business goes to pending (the
 * state machine, under a row lock: 409 when already pending or approved), the application row is
 * stored with the affidavit as typed, every required document of the tier must have a draft
 * (400 'Incomplete Application' naming the missing ones), those drafts are attached to it, and every
 * admin gets an in-app notification and a queued e-mail.
 */
export async function submitApplication(
  ctx: ServiceContext,
  actor: Actor,
  input: SubmitApplicationInput & { businessId: string },
): Promise<SubmitApplicationResult> {
  const { db, storage } = ctx;
  const { user, business } = await readCertifiedBusiness(db, actor, input.businessId);
  refuseDraftChanges(business, ctx.now());
  const png = await checkSignature(input.signature);
  const signaturePath = `private/signatures/${business.id}/${randomUUID()}.png`;
  await storage.put(signaturePath, png, "image/png");
  try {
    const submitted = await db.transaction(async (tx) => {
      const now = ctx.now();
      // The transition locks the business's row (409 when pending or approved); the payment check
      // below runs under that lock, and refusing it rolls the transition back (decision 037).
      const { after } = await transitionCertification(tx, user, {
        businessId: business.id,
        action: "submit",
        tier: input.tier,
        now,
      });
      const payment = await findUsableFirstYearPayment(tx, business.id, input.tier);
      if (!payment) {
        throw AppError.of("payment_required", "Pay the {tier} annual fee before submitting.", {
          tier: input.tier,
        });
      }
      const templates = await templateRows(tx, input.tier);
      const drafts = await tx
        .select({ id: businessDocuments.id, templateId: businessDocuments.templateId })
        .from(businessDocuments)
        .where(and(eq(businessDocuments.businessId, business.id), isNull(businessDocuments.applicationId)));
      const answered = new Set(drafts.map((d) => d.templateId));
      const missing = templates.filter((t) => !answered.has(t.id));
      if (missing.length > 0) {
        const titles = missing.map((t) => toTemplateDocument(t, storage).title).join(", ");
        throw AppError.of(
          "validation",
          DOCUMENT_MESSAGES.incomplete.message,
          {},
          { documents: said("Incomplete Application: missing {titles}", { titles }) },
        );
      }
      const [application] = await tx
        .insert(certificationApplications)
        .values({
          businessId: business.id,
          tier: input.tier,
          affidavit: input.affidavit as unknown as Record<string, string>,
          signaturePath,
          submittedBy: user.userId,
          paymentId: payment.id,
          status: "pending",
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const templateIds = new Set(templates.map((t) => t.id));
      const attach = drafts.filter((d) => d.templateId && templateIds.has(d.templateId)).map((d) => d.id);
      if (attach.length > 0) {
        await tx
          .update(businessDocuments)
          .set({ applicationId: application!.id, updatedAt: now })
          .where(inArray(businessDocuments.id, attach));
      }
      const admins = await tx
        .select({
          id: users.id,
          email: users.email,
          signInOrigin: users.signInOrigin,
          language: users.language,
        })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(eq(userRoles.role, "admin"));
      await createNotifications(
        { db: tx },
        admins.map((admin) => ({
          userId: admin.id,
          kind: "certification_update" as const,
          title: notice("New certification application"),
          body: notice("{business} applied for {tier} certification.", {
            business: after.name,
            tier: tierNotice(input.tier),
          }),
          link: ADMIN_REVIEW_PATH,
        })),
      );
      const submittedMails = admins.map((admin) => {
        const origin = mailOrigin(ctx.config, admin.signInOrigin);
        const reviewUrl = new URL(ADMIN_REVIEW_PATH, origin).toString();
        return applicationSubmittedMail(
          admin.email,
          { businessName: after.name, tier: input.tier, origin, reviewUrl },
          mailLanguage(admin.language),
        );
      });
      await ctx.jobs.enqueueMany(tx, "send-mail", await Promise.all(submittedMails));
      await queueApplicationReceived(ctx, tx, {
        applicantId: after.ownerId ?? user.userId,
        businessId: business.id,
        businessName: after.name,
        tier: input.tier,
      });
      return { application: toApplication(application!, storage), business: toCertificationBusiness(after) };
    });
    ctx.searchCache.invalidate();
    return submitted;
  } catch (error) {
    await deleteStoredFiles(ctx, [signaturePath]);
    throw error;
  }
}
