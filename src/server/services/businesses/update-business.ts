import { eq } from "drizzle-orm";
import {
  type BusinessPatch,
  type StorefrontAsBusiness,
  type StorefrontData,
  storefrontAsBusiness,
} from "~/domain/businesses/business-form-schema";
import type { ManagedBusiness } from "~/domain/businesses/business-schema";
import { mayChangeTier } from "~/domain/certification/certification-lists";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { isUuid } from "~/domain/shared/is-uuid";
import { businesses } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, requireOwnerOrAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { columnsOf } from "./business-values";
import { placeChangedBusiness } from "./place-business";
import { businessColumns, toManagedBusiness } from "./to-business";

const MESSAGES = {
  unauthorized: "Sign in to change a business.",
  forbidden: "Only the owner or an admin can change this business.",
};
export const TIER_LOCKED = "The tier changes only through a new certification application.";

type Change = { id: string; patch: BusinessPatch | StorefrontAsBusiness } | { id: string; isActive: boolean };

/**
 * Changes a business the actor owns (or any, for an admin) in one statement under a row lock, so
 * two tabs saving at once never leave a half-written row: the later save wins, field by field. A
 * changed address or pin places the business again, under the same lock.
 */
async function changeBusiness(ctx: ServiceContext, actor: Actor, change: Change): Promise<ManagedBusiness> {
  if (!isUuid(change.id)) throw new AppError("not_found", "Business not found.");
  const business = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select(businessColumns)
      .from(businesses)
      .where(eq(businesses.id, change.id))
      .for("update")
      .limit(1);
    if (!row) throw new AppError("not_found", "Business not found.");
    requireOwnerOrAdmin(actor, row.ownerId, MESSAGES);
    const current = toManagedBusiness(row);
    const columns = "patch" in change ? columnsOf(change.patch) : { isActive: change.isActive };
    if ("patch" in change) {
      const tier = columns.certificationTier;
      if (tier !== undefined && tier !== current.certification_tier && !mayChangeTier(current)) {
        throw new AppError("conflict", TIER_LOCKED, { certification_tier: TIER_LOCKED });
      }
      const moved = columns.country !== undefined || columns.state !== undefined;
      if (columns.timeZone === undefined && moved) {
        columns.timeZone = defaultTimeZone(
          columns.country ?? current.country,
          columns.state ?? current.state,
        );
      }
      Object.assign(columns, await placeChangedBusiness(row, columns, change.patch.pin));
    }
    const [updated] = await tx
      .update(businesses)
      .set({ ...columns, updatedAt: ctx.now() })
      .where(eq(businesses.id, change.id))
      .returning(businessColumns);
    return toManagedBusiness(updated!);
  });
  ctx.searchCache.invalidate();
  return business;
}

/** PATCH from the dashboard's form (any subset of its fields). */
export function updateBusiness(
  ctx: ServiceContext,
  actor: Actor,
  { id, patch }: { id: string; patch: BusinessPatch },
): Promise<ManagedBusiness> {
  return changeBusiness(ctx, actor, { id, patch });
}

/** PATCH from the storefront editor: a new category choice moves the business under its category (decision 041). */
export function updateStorefront(
  ctx: ServiceContext,
  actor: Actor,
  { id, patch }: { id: string; patch: Partial<StorefrontData> },
): Promise<ManagedBusiness> {
  return changeBusiness(ctx, actor, { id, patch: storefrontAsBusiness(patch) });
}

/** Shows or hides a business in the public directory. */
export function setBusinessActive(
  ctx: ServiceContext,
  actor: Actor,
  { id, isActive }: { id: string; isActive: boolean },
): Promise<ManagedBusiness> {
  return changeBusiness(ctx, actor, { id, isActive });
}
