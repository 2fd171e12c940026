import { Link } from "react-router";
import type { OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { TIER_TONES } from "~/domain/certification/badge-tones";
import { canDownloadCertificate } from "~/domain/certification/badges";
import { isPaidTier } from "~/domain/certification/tiers";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { ActiveBadge } from "~/web/features/businesses/card/active-badge";
import { BusinessLogo } from "~/web/features/businesses/card/business-logo";
import { CertificateButton } from "~/web/features/businesses/card/certificate-button";
import { CertificatePdfLink } from "~/web/features/businesses/card/certificate-pdf-link";
import { CredentialLink } from "~/web/features/businesses/card/credential-link";
import { ExpiryBadge } from "~/web/features/businesses/card/expiry-badge";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

type DashboardBusinessCardProps = {
  business: OwnedBusiness;
  /** The viewer is an admin (another user's business then shows 'Admin View'). */
  isAdmin: boolean;
  onEdit(business: OwnedBusiness): void;
  onDelete(business: OwnedBusiness): void;
  now: Date;
};

/**
 * One managed business: logo, name, its tier in the tier's colour, Active/Inactive, the certification's
 * expiry badge, place, views this week; Edit, View, Delete, and Download Certificate once it is certified.
 */
export function DashboardBusinessCard({
  business,
  isAdmin,
  onEdit,
  onDelete,
  now,
}: DashboardBusinessCardProps) {
  const t = useT();
  const tier = business.certification_tier;
  const titleId = `managed-${business.id}`;
  const place = [business.city, business.state].filter(Boolean).join(", ");
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-3">
        <BusinessLogo business={business} className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="break-words font-semibold leading-snug">
            {business.name}
          </h3>
          <div className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
            <span
              className={cn(
                "rounded-full px-2 py-0.5 ring-1",
                BADGE_TONE_CLASS[isPaidTier(tier) ? TIER_TONES[tier] : "grey"],
              )}
            >
              {t("{tier} tier", { tier: t(tier) })}
            </span>
            <ActiveBadge active={business.is_active} />
            {isAdmin && !business.is_mine && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                {t("Admin View")}
              </span>
            )}
          </div>
        </div>
      </div>
      <ExpiryBadge business={business} now={now} />
      <div className="space-y-1 text-sm text-stone-700">
        {place && (
          <p className="flex gap-2">
            <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
            <span className="break-words">{place}</span>
          </p>
        )}
        <p className="flex gap-2">
          <Icon name="eye" className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
          <span>
            {t("{count, plural, one {# view this week} other {# views this week}}", {
              count: business.views_7d,
            })}
          </span>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button variant="outline" size="sm" onClick={() => onEdit(business)}>
          {t("Edit")}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/business/${business.id}`}>{t("View")}</Link>
        </Button>
        <Button variant="destructive" size="sm" onClick={() => onDelete(business)}>
          {t("Delete")}
        </Button>
        {canDownloadCertificate(business, now) && (
          <>
            <CertificateButton businessId={business.id} />
            <CertificatePdfLink businessId={business.id} />
            <CredentialLink businessId={business.id} />
          </>
        )}
        <Button asChild variant="outline" size="sm">
          <a href={`/api/v1/businesses/${business.id}/capability-statement`} type="application/pdf">
            <Icon name="file-text" className="h-4 w-4" />
            {t("Capability statement")}
          </a>
        </Button>
      </div>
    </article>
  );
}
