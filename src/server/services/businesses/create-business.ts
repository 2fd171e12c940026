import {
  type BusinessFormData,
  type StorefrontData,
  storefrontAsBusiness,
} from "~/domain/businesses/business-form-schema";
import type { ManagedBusiness } from "~/domain/businesses/business-schema";
import { DEFAULT_COUNTRY } from "~/domain/places/countries";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { businesses } from "~/server/db/schema";
import { type Actor, requireUser } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { columnsOf } from "./business-values";
import { placeNewBusiness } from "./place-business";
import { businessColumns, toManagedBusiness } from "./to-business";

export const SIGN_IN_TO_LIST = "Please log in to create a business listing";

type NewBusiness = Parameters<typeof columnsOf>[0] & { name: string; category: string };

/**
 * Inserts a business owned by the actor: not verified, active, no rating and no reviews (the table's
 * defaults), placed on the map at the owner's pin or the gazetteer's point of its address.
 */
async function insertBusiness(
  ctx: ServiceContext,
  actor: Actor,
  input: NewBusiness,
  place: { country: string; timeZone: string },
): Promise<ManagedBusiness> {
  const me = requireUser(actor, SIGN_IN_TO_LIST);
  const columns = columnsOf(input);
  const position = await placeNewBusiness(
    {
      address: columns.address ?? null,
      zipCode: columns.zipCode ?? null,
      city: columns.city ?? null,
      state: columns.state ?? null,
      country: place.country,
    },
    input.pin,
  );
  const [row] = await ctx.db
    .insert(businesses)
    .values({
      ...columns,
      ...position,
      name: input.name,
      category: input.category,
      ownerId: me.userId,
      ...place,
    })
    .returning(businessColumns);
  ctx.searchCache.invalidate();
  return toManagedBusiness(row!);
}

/** A business from the dashboard's form; the schema refuses any attempt to set what only the platform sets. */
export function createBusiness(
  ctx: ServiceContext,
  actor: Actor,
  input: BusinessFormData,
): Promise<ManagedBusiness> {
  return insertBusiness(ctx, actor, input, {
    country: input.country,
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
): Promise<ManagedBusiness> {
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
