import { eq } from "drizzle-orm";
import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import { otherCertifications } from "~/server/db/schema";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { lockOtherCertification, readOtherCertification } from "./other-certification-rows";

/**
 * An admin marks an other certification checked (who, when) or unchecks it. Checking one already
 * checked keeps who checked it first and when; unchecking forgets both.
 */
export async function checkOtherCertification(
  ctx: Pick<ServiceContext, "db" | "now" | "searchCache">,
  actor: Actor,
  input: { id: string; checked: boolean },
): Promise<OtherCertification> {
  const admin = requireAdmin(actor);
  const now = ctx.now();
  const answer = await ctx.db.transaction(async (tx) => {
    const row = await lockOtherCertification(tx, null, input.id);
    const isChecked = row.checkedAt !== null;
    if (input.checked !== isChecked) {
      await tx
        .update(otherCertifications)
        .set(
          input.checked
            ? { checkedBy: admin.userId, checkedAt: now, updatedAt: now }
            : { checkedBy: null, checkedAt: null, updatedAt: now },
        )
        .where(eq(otherCertifications.id, row.id));
    }
    return readOtherCertification(tx, row.businessId, row.id, now);
  });
  ctx.searchCache.invalidate();
  return answer;
}
