import { Link } from "react-router";
import type { Business } from "~/domain/businesses/business-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { formatCityState } from "./business-address";
import { BusinessLogo } from "./business-logo";
import { DistanceLabel } from "./distance-label";
import { Rating } from "./rating";
import { TierBadge } from "./tier-badge";
import { telHref, trackClick, websiteHref } from "./track-click";

type DirectoryCardProps = {
  business: Business;
  now: Date;
  onViewDetails: (business: Business) => void;
  /** How far it is from the searched place ("3.7 km"), shown beside its city. */
  distance?: string;
};

/**
 * A directory card: logo, tier, name, categories, rating, two lines of description, place (and
 * distance) and contact buttons.
 */
export function DirectoryCard({ business: b, now, onViewDetails, distance }: DirectoryCardProps) {
  const t = useT();
  const local = useLocalPath();
  const place = formatCityState(b);
  return (
    <article
      aria-labelledby={`dir-${b.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-3">
        <BusinessLogo business={b} fallback="No Image" className="h-16 w-16" />
        <div className="min-w-0 flex-1">
          <TierBadge business={b} now={now} />
          <h3 id={`dir-${b.id}`} className="mt-1 font-semibold leading-snug">
            <Link to={local(`/business/${b.id}`)} className="hover:text-brand-700 hover:underline">
              {b.name}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">
            {t(b.category as MessageId)}
            {b.sub_category && ` · ${b.sub_category}`}
          </p>
        </div>
      </div>
      <Rating rating={b.rating} reviewCount={b.review_count} />
      {b.description && <p className="line-clamp-2 text-sm text-stone-700">{b.description}</p>}
      <div className="space-y-1 text-sm text-stone-700">
        {(place || distance) && (
          <p className="flex gap-2">
            <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
            <span className="flex-1">{place}</span>
            {distance && <DistanceLabel distance={distance} />}
          </p>
        )}
        {b.phone && (
          <p className="flex gap-2">
            <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
            {b.phone}
          </p>
        )}
        {b.website && (
          <p className="flex min-w-0 gap-2">
            <Icon name="globe" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
            <span className="truncate">{b.website}</span>
          </p>
        )}
      </div>
      <div className="mt-auto flex gap-2 pt-2">
        <Button className="flex-1" onClick={() => onViewDetails(b)}>
          {t("View Details")}
        </Button>
        {b.phone && (
          <Button asChild variant="outline" size="icon">
            <a
              href={telHref(b.phone)}
              aria-label={t("Call {name}", { name: b.name })}
              onClick={() => trackClick(b.id, "contact_click")}
            >
              <Icon name="phone" className="h-4 w-4" />
            </a>
          </Button>
        )}
        {b.website && (
          <Button asChild variant="outline" size="icon">
            <a
              href={websiteHref(b.website)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("Visit {name} website (opens in a new tab)", { name: b.name })}
              onClick={() => trackClick(b.id, "website_click")}
            >
              <Icon name="globe" className="h-4 w-4" />
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
