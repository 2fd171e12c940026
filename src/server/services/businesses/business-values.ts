import type { BusinessPatch, StorefrontAsBusiness } from "~/domain/businesses/business-form-schema";
import { categorySlugFor } from "~/domain/categories/categories";
import type { businesses } from "~/server/db/schema";

type Columns = Partial<typeof businesses.$inferInsert>;

/**
 * Form fields (snake_case, already validated and sanitised) as the columns they set. The pin is not
 * a column: where the business is follows from it and the address (place-business.ts).
 */
export function columnsOf(input: BusinessPatch | StorefrontAsBusiness): Columns {
  const columns: Columns = {};
  const set = <K extends keyof Columns>(key: K, value: Columns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set("name", input.name);
  set("description", input.description);
  set("category", input.category);
  if (input.category !== undefined) columns.categorySlug = categorySlugFor(input.category);
  set("address", input.address);
  set("city", input.city);
  set("state", input.state);
  set("zipCode", input.zip_code);
  set("phone", input.phone);
  set("email", input.email);
  set("website", input.website);
  set("socialMedia", input.social_media);
  if ("sub_category" in input) set("subCategory", input.sub_category);
  if ("country" in input) set("country", input.country);
  if ("business_hours" in input) set("businessHours", input.business_hours);
  if ("time_zone" in input) set("timeZone", input.time_zone);
  if ("certification_tier" in input) set("certificationTier", input.certification_tier);
  set("showAreaOnly", input.show_area_only);
  return columns;
}
