import type { ReactNode } from "react";
import type { Business } from "~/domain/businesses/business-schema";
import { canDownloadCertificate, expiryBadge, isEffectivelyVerified } from "~/domain/certification/badges";
import type { MessageId } from "~/domain/languages/catalogs";
import { formatRatingIn } from "~/domain/languages/local-hours";
import { Icon } from "~/web/components/ui/icon";
import { BusinessLogo } from "~/web/features/businesses/card/business-logo";
import { CertificateButton } from "~/web/features/businesses/card/certificate-button";
import { CertificatePdfLink } from "~/web/features/businesses/card/certificate-pdf-link";
import { CredentialLink } from "~/web/features/businesses/card/credential-link";
import { ExpiryBadge } from "~/web/features/businesses/card/expiry-badge";
import { TierBadge } from "~/web/features/businesses/card/tier-badge";
import { telHref, trackClick, websiteHref } from "~/web/features/businesses/card/track-click";
import { useFormat, useLanguage, useT } from "~/web/features/languages/language-context";

type BusinessDetailsProps = { business: Business; now: Date; headingId?: string };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * Everything the directory's detail modal shows, also the body of /business/{id}:
 * logo, categories, tier, description, certification, contact details, dates, status and rating.
 */
export function BusinessDetails({ business: b, now }: BusinessDetailsProps) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const tier = t(b.certification_tier);
  const certified = b.is_verified && b.certification_tier !== "Free";
  const expiry = expiryBadge(b, now);
  return (
    <div className="space-y-5">
      <div className="flex gap-4">
        <BusinessLogo business={b} fallback="No Image" className="h-20 w-20" />
        <div className="space-y-1">
          <p className="text-sm text-stone-700">
            <span className="font-medium">{t(b.category as MessageId)}</span>
            {b.sub_category && <span className="text-stone-600">{` · ${b.sub_category}`}</span>}
          </p>
          <TierBadge business={b} now={now} />
        </div>
      </div>
      {b.description && <p className="whitespace-pre-line text-stone-800">{b.description}</p>}
      {certified && (
        <section aria-label={t("Certification")} className="rounded-md border border-stone-200 p-3">
          <p className="text-sm font-semibold">
            {isEffectivelyVerified(b, now)
              ? t("Certification: {tier}", { tier })
              : t("Certification: {tier} (not current)", { tier })}
          </p>
          {expiry && <div className="mt-1">{<ExpiryBadge business={b} now={now} />}</div>}
          {b.certification_expires_at && (
            <p className="mt-1 text-xs text-stone-600">
              {t("Valid until {day}", { day: format.day(b.certification_expires_at) })}
            </p>
          )}
        </section>
      )}
      {canDownloadCertificate(b, now) && (
        <section aria-label={t("Certificate")} id="certificate" className="rounded-md bg-green-50 p-3">
          <p className="mb-2 text-sm text-green-900">
            {b.certificate_number
              ? t("This business holds an approved Ujamaa {tier} certificate (No. {number}).", {
                  tier,
                  number: b.certificate_number,
                })
              : t("This business holds an approved Ujamaa {tier} certificate.", { tier })}
          </p>
          <div className="flex flex-wrap gap-2">
            <CertificateButton businessId={b.id} />
            <CertificatePdfLink businessId={b.id} />
            <CredentialLink businessId={b.id} />
          </div>
        </section>
      )}
      <section aria-label={t("Contact information")}>
        <h3 className="mb-1 font-semibold">{t("Contact Information")}</h3>
        <dl className="divide-y divide-stone-100">
          {b.address && <Row label={t("Address")}>{b.address}</Row>}
          {b.city && <Row label={t("City")}>{b.city}</Row>}
          {b.state && <Row label={t("State")}>{b.state}</Row>}
          {b.zip_code && <Row label={t("Zip Code")}>{b.zip_code}</Row>}
          {b.phone && (
            <Row label={t("Phone")}>
              <a
                className="inline-flex max-w-full items-start gap-1 text-brand-700 hover:underline"
                href={telHref(b.phone)}
                onClick={() => trackClick(b.id, "contact_click")}
              >
                <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0 break-all">{b.phone}</span>
              </a>
            </Row>
          )}
          {b.email && (
            <Row label={t("Email")}>
              <a
                className="inline-flex max-w-full items-start gap-1 text-brand-700 hover:underline"
                href={`mailto:${b.email}`}
                onClick={() => trackClick(b.id, "contact_click")}
              >
                <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0 break-all">{b.email}</span>
              </a>
            </Row>
          )}
          {b.website && (
            <Row label={t("Website")}>
              <a
                className="inline-flex max-w-full items-start gap-1 text-brand-700 hover:underline"
                href={websiteHref(b.website)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => trackClick(b.id, "website_click")}
              >
                <Icon name="globe" className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0 break-all">{b.website}</span>
              </a>
            </Row>
          )}
          {!b.address && !b.city && !b.phone && !b.email && !b.website && (
            <p className="flex items-center gap-1 py-1.5 text-sm text-stone-600">
              <Icon name="map-pin" className="h-4 w-4" />
              {t("No contact details yet.")}
            </p>
          )}
        </dl>
      </section>
      <dl className="grid grid-cols-1 gap-3 rounded-md bg-stone-50 p-3 text-sm sm:grid-cols-3">
        <Fact label={t("Listed")}>{format.day(b.created_at)}</Fact>
        <Fact label={t("Status")}>{b.is_active ? t("Active") : t("Inactive")}</Fact>
        <Fact label={t("Rating")}>
          {b.rating === null || b.review_count === 0
            ? t("No reviews yet")
            : t("{rating} out of 5 ({count, plural, one {# review} other {# reviews}})", {
                rating: formatRatingIn(b.rating, language),
                count: b.review_count,
              })}
        </Fact>
      </dl>
    </div>
  );
}
