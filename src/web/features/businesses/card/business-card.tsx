import { useState } from "react";
import { Link } from "react-router";
import type { Business } from "~/domain/businesses/business-schema";
import type { OpenStatus } from "~/domain/businesses/open-status";
import { canDownloadCertificate } from "~/domain/certification/badges";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { DeleteBusinessDialog } from "~/web/features/businesses/dashboard/delete-business-dialog";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { categoryLine, formatAddress } from "./business-address";
import { BusinessLogo } from "./business-logo";
import { CertificateButton } from "./certificate-button";
import { DistanceLabel } from "./distance-label";
import { ExpiryBadge } from "./expiry-badge";
import { OpenStatusBadge } from "./open-status-badge";
import { Rating } from "./rating";
import { TierBadge } from "./tier-badge";
import { telHref, trackClick } from "./track-click";
import { canManage, isAdminView, type Viewer } from "./viewer";

type BusinessCardProps = {
  business: Business;
  now: Date;
  viewer: Viewer;
  /** "full": badges, certificate and owner controls; "simple": adds the Open Now / Closed badge. */
  variant?: "full" | "simple";
  /** The simple variant's open status, computed by the loader. */
  openStatus?: OpenStatus;
  onDeleted?: (id: string) => void;
  /** How far it is from the searched place ("2.3 mi"), shown beside its address. */
  distance?: string;
  /** The name's heading level: one below the list's heading (h3 under an h2, h2 under the page's h1). */
  headingLevel?: 2 | 3;
};

export function BusinessCard({
  business,
  now,
  viewer,
  variant = "full",
  openStatus,
  onDeleted,
  distance,
  headingLevel = 3,
}: BusinessCardProps) {
  const t = useT();
  const local = useLocalPath();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [confirming, setConfirming] = useState(false);
  const address = formatAddress(business);
  const manage = variant === "full" && canManage(viewer, business.id);
  const adminView = isAdminView(viewer, business.id);

  return (
    <article
      aria-labelledby={`business-${business.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-3">
        <BusinessLogo business={business} className="h-16 w-16" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <TierBadge business={business} now={now} />
            {adminView && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t("Admin View")}
              </span>
            )}
            {variant === "simple" && openStatus && <OpenStatusBadge status={openStatus} />}
          </div>
          <Heading id={`business-${business.id}`} className="mt-1 text-lg font-semibold leading-snug">
            <Link to={local(`/business/${business.id}`)} className="hover:text-brand-700 hover:underline">
              {business.name}
            </Link>
          </Heading>
          <p className="text-sm text-stone-600">
            {categoryLine({ ...business, category: t(business.category as MessageId) })}
          </p>
        </div>
      </div>
      <Rating rating={business.rating} reviewCount={business.review_count} />
      <div className="space-y-1 text-sm text-stone-700">
        {(address || distance) && (
          <p className="flex gap-2">
            <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
            <span className="flex-1">{address}</span>
            {distance && <DistanceLabel distance={distance} />}
          </p>
        )}
        {business.phone && (
          <p className="flex gap-2">
            <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
            <a
              href={telHref(business.phone)}
              className="hover:underline"
              onClick={() => trackClick(business.id, "contact_click")}
            >
              {business.phone}
            </a>
          </p>
        )}
      </div>
      {variant === "full" && <ExpiryBadge business={business} now={now} />}
      {variant === "full" && canDownloadCertificate(business, now) && (
        <CertificateButton businessId={business.id} />
      )}
      {manage && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          <Button asChild variant="outline" size="sm">
            <Link to={`/dashboard?edit=${business.id}`}>{t("Edit")}</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={local(`/business/${business.id}`)}>{t("View")}</Link>
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
            {t("Delete")}
          </Button>
          <DeleteBusinessDialog
            business={business}
            asAdmin={adminView}
            open={confirming}
            onOpenChange={setConfirming}
            onDeleted={(id) => onDeleted?.(id)}
          />
        </div>
      )}
    </article>
  );
}
