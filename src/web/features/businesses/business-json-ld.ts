import type { Business } from "~/domain/listing/business-schema";
import { WEEKDAYS } from "~/domain/listing/business-schema";
import { websiteHref } from "./track-click";

/** schema.org LocalBusiness of a business page, for search engines. */
export function businessJsonLd(b: Business, pageUrl: string, origin: string): Record<string, unknown> {
  const hours = b.business_hours
    ? WEEKDAYS.flatMap((day) => {
        const entry = b.business_hours?.[day];
        if (!entry || entry.closed) return [];
        return [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `https://schema.org/${day}`,
            opens: entry.open,
            closes: entry.close,
          },
        ];
      })
    : undefined;
  const sameAs = [b.website ? websiteHref(b.website) : null, ...Object.values(b.social_media ?? {})].filter(
    (v): v is string => Boolean(v),
  );
  const json: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": pageUrl,
    name: b.name,
    url: pageUrl,
    description: b.description ?? undefined,
    telephone: b.phone ?? undefined,
    email: b.email ?? undefined,
    image: b.logo_url ? new URL(b.logo_url, origin).href : undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: b.address ?? undefined,
      addressLocality: b.city ?? undefined,
      addressRegion: b.state ?? undefined,
      postalCode: b.zip_code ?? undefined,
      addressCountry: b.country,
    },
    openingHoursSpecification: hours,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  if (b.rating !== null && b.review_count > 0) {
    json.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: b.rating,
      reviewCount: b.review_count,
      bestRating: 5,
    };
  }
  return json;
}

/** JSON for an inline script: "<" escaped so no text in it can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
