import type { Opportunity } from "~/web/lib/api/opportunities";

/**
 * schema.org Demand (an organisation's public announcement that it seeks a service) of an
 * opportunity page, for search engines; the budget as a price range in US dollars.
 */
export function opportunityJsonLd(o: Opportunity, pageUrl: string): Record<string, unknown> {
  const priced = o.budget_min !== null || o.budget_max !== null;
  return {
    "@context": "https://schema.org",
    "@type": "Demand",
    "@id": pageUrl,
    url: pageUrl,
    name: o.title,
    description: o.description ?? undefined,
    category: o.category ?? undefined,
    areaServed: o.location ?? undefined,
    availabilityStarts: o.created_at,
    availabilityEnds: o.deadline ?? undefined,
    validThrough: o.deadline ?? undefined,
    seller: { "@type": "Organization", name: o.company_name },
    priceSpecification: priced
      ? {
          "@type": "PriceSpecification",
          priceCurrency: "USD",
          minPrice: o.budget_min ?? undefined,
          maxPrice: o.budget_max ?? undefined,
        }
      : undefined,
  };
}

/** JSON for an inline script: "<" escaped so no text in it can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
