import type { Tier } from "~/domain/certification/tiers";
import type { Db } from "~/server/db/client";
import { applicationReceivedMail } from "~/server/mail/application-submitted-mail";
import { mailRecipient } from "~/server/services/accounts/mail-recipient";
import type { ServiceContext } from "~/server/services/service-context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** "Application received", queued in the submission's transaction for the business's owner (else the submitter). */
export async function queueApplicationReceived(
  ctx: Pick<ServiceContext, "config" | "jobs">,
  tx: Tx,
  input: { applicantId: string; businessId: string; businessName: string; tier: Tier },
): Promise<void> {
  const applicant = await mailRecipient(ctx, tx, input.applicantId);
  if (!applicant) return;
  const mail = await applicationReceivedMail(
    applicant.email,
    {
      businessName: input.businessName,
      tier: input.tier,
      origin: applicant.origin,
      url: `${applicant.origin}/certification/${input.businessId}`,
    },
    applicant.language,
  );
  await ctx.jobs.enqueue(tx, "send-mail", mail);
}
