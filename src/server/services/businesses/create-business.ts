import {
  type BusinessFormData,
  type StorefrontData,
  storefrontAsBusiness,
} from "~/domain/businesses/business-form-schema";
import type { Business } from "~/domain/businesses/business-schema";
import { DEFAULT_COUNTRY } from "~/domain/places/countries";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { businesses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { columnsOf } from "./business-values";
import { businessColumns, toBusiness } from "./to-business";

export const SIGN_IN_TO_LIST = "Please log in to create a business listing";

type NewBusiness = Parameters<typeof columnsOf>[0] & { name: string; category: string };

/** Inserts a business owned by the actor: not verified, active, no rating and no reviews (the table's defaults). */
async function insertBusiness(
  ctx: ServiceContext,
  actor: Actor,
  input: NewBusiness,
  place: { country?: string; timeZone: string },
): Promise<Business> {
  const me = requireUser(actor, SIGN_IN_TO_LIST);
  const [row] = await ctx.db
    .insert(businesses)
    .values({ ...columnsOf(input), name: input.name, category: input.category, ownerId: me.userId, ...place })
    .returning(businessColumns);
  ctx.searchCache.invalidate();
  return toBusiness(row!);
}

/** A business from the dashboard's form; the schema refuses any attempt to set what only the platform sets. */
export function createBusiness(
  ctx: ServiceContext,
  actor: Actor,
  input: BusinessFormData,
): Promise<Business> {
  return insertBusiness(ctx, actor, input, {
    timeZone: input.time_zone ?? defaultTimeZone(input.country, input.state),
  });
}

/**
 * A storefront from the wizard: an active business in the USA with the wizard's few fields, under
 * the category its choice maps onto (so it is listed under that category everywhere, decision 041).
 */
export function createStorefront(
  ctx: ServiceContext,
  actor: Actor,
  input: StorefrontData,
): Promise<Business> {
  const placed = storefrontAsBusiness(input);
  return insertBusiness(
    ctx,
    actor,
    { ...placed, name: input.name, category: placed.category! },
    {
      country: DEFAULT_COUNTRY,
      timeZone: defaultTimeZone(DEFAULT_COUNTRY, input.state),
    },
  );
}
