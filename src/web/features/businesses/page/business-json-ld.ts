import type { LocalBusiness, OpeningHoursSpecification, Review, WithContext } from "schema-dts";
import { type Business, showsAreaOnly, WEEKDAYS } from "~/domain/businesses/business-schema";
import type { Review as BusinessReview } from "~/domain/reviews/review-schema";
import { websiteHref } from "~/web/features/businesses/card/track-click";

/**
 * schema.org LocalBusiness of a business page, for search engines: typed by schema-dts (the
 * schema.org vocabulary as TypeScript), so a misspelt property or a wrong type does not compile.
 * With reviews, their AggregateRating (the page's figures) and the page's reviews as Review. Its
 * `geo` is the public point; a business that shows only its area has no street address here, even
 * when its owner is the one looking (search engines read only what the public sees).
 */
export function businessJsonLd(
  b: Business,
  pageUrl: string,
  origin: string,
  reviews: BusinessReview[] = [],
): WithContext<LocalBusiness> {
  const hours: OpeningHoursSpecification[] | undefined = b.business_hours
    ? WEEKDAYS.flatMap((day) => {
        const entry = b.business_hours?.[day];
        if (!entry || entry.closed) return [];
        return [
          {
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: `https://schema.org/${day}` as const,
            opens: entry.open,
            closes: entry.close,
          },
        ];
      })
    : undefined;
  const sameAs = [b.website ? websiteHref(b.website) : null, ...Object.values(b.social_media ?? {})].filter(
    (v): v is string => Boolean(v),
  );
  const rated = b.rating !== null && b.review_count > 0;
  const areaOnly = showsAreaOnly(b);
  return {
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
      streetAddress: areaOnly ? undefined : (b.address ?? undefined),
      addressLocality: b.city ?? undefined,
      addressRegion: b.state ?? undefined,
      postalCode: b.zip_code ?? undefined,
      addressCountry: b.country,
    },
    geo: b.location
      ? { "@type": "GeoCoordinates", latitude: b.location.lat, longitude: b.location.lng }
      : undefined,
    openingHoursSpecification: hours,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
    aggregateRating: rated
      ? {
          "@type": "AggregateRating",
          ratingValue: b.rating ?? undefined,
          reviewCount: b.review_count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
    review: rated && reviews.length > 0 ? reviews.map(reviewJsonLd) : undefined,
  };
}

function reviewJsonLd(r: BusinessReview): Review {
  return {
    "@type": "Review",
    reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    author: { "@type": "Person", name: r.author_name },
    reviewBody: r.body,
    datePublished: r.created_at.slice(0, 10),
  };
}

/** JSON for an inline script: "<" escaped so no text in it can close the script element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
