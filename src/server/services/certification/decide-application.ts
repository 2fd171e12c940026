import { desc, eq } from "drizzle-orm";
import type { AdminApplicationCard } from "~/domain/certification/certification-api-schema";
import { notice, tierNotice } from "~/domain/notifications/notice";
import { businessDocuments, certificationApplications } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { certificationDecisionMail } from "~/server/mail/certification-decision-mail";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { adminApplicationCard } from "./admin-application-cards";
import { notifyOwner } from "./notify-owner";
import { transitionCertification } from "./transition-certification";

export type DecisionInput = {
  businessId: string;
  decision: "approved" | "rejected";
  notes?: string;
};

/**
 * An admin approves or rejects a pending application, all in one transaction: the business's status
 * (through the one transition service, under its row lock: a second admin deciding at once gets 409),
 * the latest application's decision (who, when, notes), the same decision on every document submitted
 * with it (who, when: an approved application's documents are approved, a rejected one's rejected, whatever
 * a per-document review said before), an in-app notification to the owner and the owner's e-mail, queued. Answers the business's card as the review shows it.
 */
export async function decideApplication(
  ctx: ServiceContext,
  actor: Actor,
  { businessId, decision, notes }: DecisionInput,
): Promise<AdminApplicationCard> {
  const admin = requireAdmin(actor);
  const now = ctx.now();
  const reviewNotes = notes?.trim() || null;
  const card = await ctx.db.transaction(async (tx) => {
    const { after } = await transitionCertification(tx, admin, {
      businessId,
      action: decision === "approved" ? "approve" : "reject",
      notes: reviewNotes,
      now,
    });
    // Vendor lists holding the business hear of an approval once this commits (decision 060).
    await ctx.jobs.enqueue(tx, "watch-certification-changes", {});
    const [latest] = await tx
      .select({ id: certificationApplications.id })
      .from(certificationApplications)
      .where(eq(certificationApplications.businessId, businessId))
      .orderBy(desc(certificationApplications.createdAt), desc(certificationApplications.id))
      .limit(1);
    if (latest) {
      await tx
        .update(certificationApplications)
        .set({ status: decision, decidedBy: admin.userId, decidedAt: now, reviewNotes, updatedAt: now })
        .where(eq(certificationApplications.id, latest.id));
      await tx
        .update(businessDocuments)
        .set({ reviewStatus: decision, reviewedBy: admin.userId, reviewedAt: now, updatedAt: now })
        .where(eq(businessDocuments.applicationId, latest.id));
    }
    const approved = decision === "approved";
    await notifyOwner(
      ctx,
      tx,
      { businessId, ownerId: after.ownerId },
      {
        title: notice(approved ? "Certification approved" : "Certification application not approved"),
        body: approved
          ? after.certificationTier === "Certified"
            ? notice("{business} is now Certified.", { business: after.name })
            : notice("{business} is now {tier} certified.", {
                business: after.name,
                tier: tierNotice(after.certificationTier),
              })
          : reviewNotes
            ? notice("Your application for {business} was not approved. Notes: {notes}", {
                business: after.name,
                notes: reviewNotes,
              })
            : notice("Your application for {business} was not approved.", { business: after.name }),
        mail: (to, { origin, url }, language) =>
          certificationDecisionMail(
            to,
            {
              origin,
              businessName: after.name,
              tier: after.certificationTier,
              decision,
              notes: reviewNotes,
              url,
              expires: approved ? after.certificationExpiresAt : null,
            },
            language,
          ),
      },
    );
    const card = await adminApplicationCard(tx, ctx.storage, businessId);
    if (!card) throw new AppError("not_found", "Business not found.");
    return card;
  });
  ctx.searchCache.invalidate();
  return card;
}
