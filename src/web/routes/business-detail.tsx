import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { hasProcurementContent } from "~/domain/procurement/value-ranges";
import { Icon } from "~/web/components/ui/icon";
import { formatAddress } from "~/web/features/businesses/card/business-address";
import { BusinessDetails } from "~/web/features/businesses/page/business-details";
import { ShareLink } from "~/web/features/businesses/page/share-link";
import { WeeklyHours } from "~/web/features/businesses/page/weekly-hours";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { LazyBusinessMiniMap } from "~/web/features/places/lazy-business-mini-map";
import { ReviewsSection } from "~/web/features/reviews/reviews-section";
import { HydrateWhenNear } from "~/web/features/shared/hydrate-when-near";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/business-detail";
import { businessPageWords, loadBusinessPage } from "./business-detail.server";

/** What a business tells buyers, loaded only for a business that tells them something. */
const ForBuyersSection = lazy(() =>
  import("~/web/features/procurement/for-buyers-section").then((module) => ({
    default: module.ForBuyersSection,
  })),
);

export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const { runtime, actor, clientAddress } = pageOf(context);
  const page = await loadBusinessPage(params.id, url, runtime, actor, {
    address: clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  return { ...page, ...businessPageWords(request, page.business) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [{ title: "Page not found · Ujamaa" }];
  const b = data.business;
  return withShareTags(
    args,
    [
      { title: data.title },
      { name: "description", content: data.description },
      { tagName: "link", rel: "canonical", href: data.pageUrl },
      { property: "og:type", content: "business.business" },
      { property: "og:title", content: b.name },
      { property: "og:url", content: data.pageUrl },
      ...(b.is_active ? [] : [{ name: "robots", content: "noindex" }]),
    ],
    b.logo_url ? { url: b.logo_url, alt: data.logoAlt } : null,
  );
};

/** The public position of a business, where the public business carries one. */
type PublicLocation = { location?: { lat: number; lng: number; precision: "exact" | "area" } | null };

export default function BusinessDetail({ loaderData }: Route.ComponentProps) {
  const { business, now, pageUrl, schedule, jsonLd, reviews, mine, signedIn, canRespond, procurement } =
    loaderData;
  const t = useT();
  const local = useLocalPath();
  const { location } = business as typeof business & PublicLocation;
  const date = new Date(now);
  // The same element while the page's data is the same: the reviews hydrate when scrolled near, not on
  // the router's next render (see HydrateWhenNear).
  const reviewsSection = useMemo(
    () => (
      <ReviewsSection
        business={business}
        reviews={reviews}
        mine={mine}
        signedIn={signedIn}
        canRespond={canRespond}
      />
    ),
    [business, reviews, mine, signedIn, canRespond],
  );
  const fullAddress = [formatAddress(business, true), business.country].filter(Boolean).join(", ");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Link
        to={local("/directory")}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("Back to the directory")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{business.name}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-lg border border-stone-200 bg-white p-5">
          <h2 className="sr-only">{t("About {name}", { name: business.name })}</h2>
          <BusinessDetails business={business} now={date} />
        </div>
        <aside className="space-y-4" aria-label={t("Hours, map and sharing")}>
          <WeeklyHours schedule={schedule} timeZone={business.time_zone} />
          {location ? (
            <LazyBusinessMiniMap
              lat={location.lat}
              lng={location.lng}
              name={business.name}
              precision={location.precision}
            />
          ) : (
            formatAddress(business) && (
              <a
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-2 rounded-lg border border-stone-200 bg-white p-4 text-brand-700 hover:underline"
              >
                <Icon name="map-pin" className="h-5 w-5" />
                {t("View on map")}
              </a>
            )
          )}
          <ShareLink url={pageUrl} />
          <a
            href={`/api/v1/businesses/${business.id}/capability-statement`}
            type="application/pdf"
            className="flex items-center gap-2 text-brand-700 hover:underline"
          >
            <Icon name="file-text" className="h-4 w-4" />
            {t("Capability statement (PDF)")}
          </a>
        </aside>
      </div>
      {hasProcurementContent(procurement) && (
        <Suspense fallback={null}>
          <ForBuyersSection profile={procurement} />
        </Suspense>
      )}
      <HydrateWhenNear key={business.id}>{reviewsSection}</HydrateWhenNear>
    </div>
  );
}
