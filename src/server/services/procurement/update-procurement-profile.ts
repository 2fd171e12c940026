import { isNaicsCode } from "~/domain/procurement/naics-list";
import { naicsPrefixes, PROCUREMENT_MESSAGES, serviceAreaKeys } from "~/domain/procurement/procurement-rules";
import type { ProcurementInput, ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { procurementProfiles } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { listOtherCertifications } from "./other-certification-rows";
import { findProfileBusiness, toProcurementProfile } from "./procurement-rows";

const MESSAGES = {
  unauthorized: "Sign in to change a procurement profile.",
  forbidden: "Only the business's owner or an admin can change its procurement profile.",
};

/**
 * Replaces a business's procurement profile (its owner or an admin), in one statement: a code outside
 * the shipped NAICS list is refused (400) before anything is written. The directory's filter keys are
 * written with it, and this process's search answers are dropped (the version trigger does the rest).
 */
export async function updateProcurementProfile(
  ctx: Pick<ServiceContext, "db" | "now" | "searchCache">,
  actor: Actor,
  { businessId, ...input }: ProcurementInput & { businessId: string },
): Promise<ProcurementProfile> {
  requireUser(actor, MESSAGES.unauthorized);
  const business = await findProfileBusiness(ctx.db, businessId);
  requireOwnerOrAdmin(actor, business.ownerId, MESSAGES);
  const unknown = input.naics_codes.findIndex((code) => !isNaicsCode(code));
  if (unknown >= 0) {
    throw new AppError("validation", PROCUREMENT_MESSAGES.naicsUnknown, {
      [`naics_codes.${unknown}`]: PROCUREMENT_MESSAGES.naicsUnknown,
    });
  }
  const values = {
    naicsCodes: input.naics_codes,
    naicsPrefixes: [...new Set(input.naics_codes.flatMap(naicsPrefixes))],
    capabilities: input.capabilities,
    differentiators: input.differentiators,
    serviceAreas: input.service_areas,
    serviceAreaKeys: serviceAreaKeys(input.service_areas),
    pastPerformance: input.past_performance,
    uei: input.uei,
    cage: input.cage,
    updatedAt: ctx.now(),
  };
  const [row] = await ctx.db
    .insert(procurementProfiles)
    .values({ businessId: business.id, ...values })
    .onConflictDoUpdate({ target: procurementProfiles.businessId, set: values })
    .returning();
  ctx.searchCache.invalidate();
  const others = await listOtherCertifications(ctx.db, business.id, true, ctx.now());
  return toProcurementProfile(business.id, row, true, others);
}
