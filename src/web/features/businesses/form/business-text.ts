import type { Business } from "~/domain/businesses/business-schema";

/**
 * A saved business's own text as the business form and the storefront form hold it (nothing as
 * null: inputs hold text). Each form adds the fields only it has.
 */
export function businessTextOf(business: Business) {
  return {
    name: business.name,
    description: business.description ?? "",
    address: business.address ?? "",
    city: business.city ?? "",
    state: business.state ?? "",
    zip_code: business.zip_code ?? "",
    phone: business.phone ?? "",
    email: business.email ?? "",
    website: business.website ?? "",
  };
}
