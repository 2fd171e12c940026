import type { MessageId } from "~/domain/languages/catalogs";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { hasProcurementContent, VALUE_RANGE_LABELS } from "~/domain/procurement/value-ranges";
import { Icon } from "~/web/components/ui/icon";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { useServiceAreaLabel } from "./service-area-label";

type ForBuyersSectionProps = { profile: ProcurementProfile };

/** The US government's identifiers (SAM.gov's Unique Entity ID, the CAGE code): their acronyms in every language. */
const UEI = "UEI";
const CAGE = "CAGE";

/**
 * "For buyers" on a business's page: what its procurement profile says, only when it says something.
 * A customer the owner hid is never named here, whoever looks (the owner sees the public page too).
 * Other certifications show "Expired", or Ujamaa's check with its day (inline, not the dashboard's
 * state component: the page's JavaScript budget is tight).
 */
export function ForBuyersSection({ profile }: ForBuyersSectionProps) {
  const t = useT();
  const format = useFormat();
  const areaLabel = useServiceAreaLabel();
  if (!hasProcurementContent(profile)) return null;
  return (
    <section
      aria-labelledby="for-buyers-title"
      className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="for-buyers-title" className="text-xl font-semibold">
        {t("For buyers")}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        {profile.capabilities && (
          <div>
            <dt className="font-medium text-stone-700">{t("Capabilities")}</dt>
            <dd className="mt-1 whitespace-pre-line">{profile.capabilities}</dd>
          </div>
        )}
        {profile.differentiators && (
          <div>
            <dt className="font-medium text-stone-700">{t("Differentiators")}</dt>
            <dd className="mt-1 whitespace-pre-line">{profile.differentiators}</dd>
          </div>
        )}
        {profile.naics.length > 0 && (
          <div>
            <dt className="font-medium text-stone-700">
              {t("NAICS codes ({edition})", { edition: profile.naics_edition })}
            </dt>
            <dd className="mt-1">
              <ul className="space-y-1">
                {profile.naics.map((n) => (
                  <li key={n.code}>
                    <span className="font-mono">{n.code}</span> {n.title}{" "}
                    <span className="text-stone-600">
                      {t("(sector {sector}: {title})", { sector: n.sector, title: n.sector_title })}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {profile.other_certifications.length > 0 && (
          <div>
            <dt className="font-medium text-stone-700">{t("Other certifications")}</dt>
            <dd className="mt-1">
              <ul className="space-y-2">
                {profile.other_certifications.map((c) => (
                  <li key={c.id}>
                    <span className="font-medium">{c.title}</span>
                    {c.kind === "other" && <span className="text-stone-600">{` ${t("(other)")}`}</span>} ·{" "}
                    {c.certifier}{" "}
                    {c.expired ? (
                      <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-ember-600">
                        {t("Expired")}
                      </span>
                    ) : (
                      c.checked_at && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                          <Icon name="badge-check" className="h-3.5 w-3.5" />
                          {t("Checked by Ujamaa on {day}", { day: format.day(c.checked_at) })}
                        </span>
                      )
                    )}
                    <p className="text-stone-700">
                      {t("No.")} <span className="font-mono">{c.number}</span> ·{" "}
                      {c.expired
                        ? t("Expired on {day}", { day: format.day(c.expires_on) })
                        : t("Expires {day}", { day: format.day(c.expires_on) })}
                    </p>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {profile.service_areas.length > 0 && (
          <div>
            <dt className="font-medium text-stone-700">{t("Service areas")}</dt>
            <dd className="mt-1">{profile.service_areas.map(areaLabel).join(" · ")}</dd>
          </div>
        )}
        {profile.past_performance.length > 0 && (
          <div>
            <dt className="font-medium text-stone-700">{t("Past performance")}</dt>
            <dd className="mt-1">
              <ul className="space-y-2">
                {profile.past_performance.map((p, i) => (
                  <li key={i}>
                    <span className="font-medium">
                      {p.customer && !p.hide_customer ? p.customer : t("A customer not named")}
                    </span>
                    , {p.year}
                    {p.value_range && (
                      <span className="text-stone-600">{` · ${t(VALUE_RANGE_LABELS[p.value_range] as MessageId)}`}</span>
                    )}
                    <p className="text-stone-700">{p.scope}</p>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {(profile.uei || profile.cage) && (
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {profile.uei && (
              <div>
                <dt className="inline font-medium text-stone-700">{`${UEI} `}</dt>
                <dd className="inline font-mono">{profile.uei}</dd>
              </div>
            )}
            {profile.cage && (
              <div>
                <dt className="inline font-medium text-stone-700">{`${CAGE} `}</dt>
                <dd className="inline font-mono">{profile.cage}</dd>
              </div>
            )}
          </div>
        )}
      </dl>
    </section>
  );
}
