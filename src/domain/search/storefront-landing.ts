/**
 * Where the owner of a storefront just published lands (part 1 §4: "On success the user goes to
 * /directory"): the directory filtered to the storefront's category and searched for its name, so
 * the new storefront is on screen whatever its tier (decision 041).
 */
export function storefrontLandingHref(business: { name: string; category: string }): string {
  const query = new URLSearchParams({ search: business.name, category: business.category });
  return `/directory?${query.toString()}`;
}
