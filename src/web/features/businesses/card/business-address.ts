import type { Business } from "~/domain/businesses/business-schema";

type AddressFields = Pick<Business, "address" | "city" | "state" | "zip_code">;

/** "214 Auburn Ave NE, Atlanta, GA" (without zip) or with it for contact blocks. */
export function formatAddress(b: AddressFields, withZip = false): string {
  const region = [b.state, withZip ? b.zip_code : null].filter(Boolean).join(" ");
  return [b.address, b.city, region].filter(Boolean).join(", ");
}

export function formatCityState(b: Pick<Business, "city" | "state">): string {
  return [b.city, b.state].filter(Boolean).join(", ");
}

export function categoryLine(b: Pick<Business, "category" | "sub_category">): string {
  return b.sub_category ? `${b.category} - ${b.sub_category}` : b.category;
}
