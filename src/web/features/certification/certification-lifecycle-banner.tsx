import type { ApplicationPage } from "~/domain/certification/certification-api-schema";
import {
  graceEndsAt,
  RENEWAL_GRACE_DAYS,
  renewalState,
} from "~/domain/certification/certification-lifecycle";
import { CardDescription, CardTitle } from "~/web/components/ui/card";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { useCertificationFormat } from "./local-words";
import { RenewButton } from "./renew-button";

type LifecycleBannerProps = {
  business: ApplicationPage["business"];
  end: ApplicationPage["certification_end"];
  now: Date;
};

const TONE = {
  green: "border-green-200 bg-green-50 text-green-900",
  amber: "border-amber-200 bg-amber-50 text-amber-900",
  red: "border-red-200 bg-red-50 text-red-900",
  stone: "border-stone-300 bg-stone-100 text-stone-900",
} as const;

/**
 * Where an approved certification stands (decision 045), the same rule as the reminders and the
 * dashboard: active; 'Certification Expiring Soon' with Renew from 60 days before the expiry;
 * 'Certification Expired' with Renew during the 30-day grace period; after it, or once revoked, the
 * way back is a new application (the form below). Nothing for a business never certified.
 */
export function CertificationLifecycleBanner({ business, end, now }: LifecycleBannerProps) {
  const t = useT();
  const words = useCertificationFormat();
  const state = renewalState(business, now);
  if (!state) return null;
  const expires = business.certification_expires_at;
  const day = (iso: string) => words.longDay(iso);
  const graceEnd = expires ? graceEndsAt(new Date(expires)).toISOString() : null;
  const values = {
    name: business.name,
    tier: words.tier(business.certification_tier),
    day: expires ? day(expires) : "",
    graceEnd: graceEnd ? day(graceEnd) : "",
    days: words.number(RENEWAL_GRACE_DAYS),
  };
  const banner = (() => {
    switch (state) {
      case "active":
        return {
          tone: "green" as const,
          title: t("Certification active"),
          text: expires
            ? t("{name} is {tier} certified until {day}.", values)
            : t("{name} is {tier} certified.", values),
          renew: false,
        };
      case "due":
        return {
          tone: "amber" as const,
          title: t("Certification Expiring Soon"),
          text: t(
            "{name}'s {tier} certification expires on {day}. Renew it now to keep its badge: the new year starts when this one ends, so no day is lost.",
            values,
          ),
          renew: true,
        };
      case "grace":
        return {
          tone: "red" as const,
          title: t("Certification Expired"),
          text: t(
            "{name}'s {tier} certification expired on {day} and its badge is no longer shown. You can still renew it by payment until {graceEnd} (a {days}-day grace period); after that, a new application reviewed by an administrator is needed.",
            values,
          ),
          renew: true,
        };
      case "lapsed":
        return {
          tone: "red" as const,
          title: t("Certification Expired"),
          text: t(
            "{name}'s {tier} certification expired on {day}. The {days}-day grace period ended on {graceEnd}, so it can no longer be renewed by payment: submit a new application below (documents, affidavit, signature and payment), and an administrator reviews it.",
            values,
          ),
          renew: false,
        };
      case "revoked":
        return {
          tone: "stone" as const,
          title: t("Certification revoked"),
          text:
            end?.status === "revoked"
              ? t(
                  "An administrator revoked {name}'s {tier} certification on {day}. You can submit a new application below; an administrator reviews it.",
                  { ...values, day: day(end.at) },
                )
              : t(
                  "An administrator revoked {name}'s {tier} certification. You can submit a new application below; an administrator reviews it.",
                  values,
                ),
          renew: false,
        };
    }
  })();
  return (
    <section
      role={state === "active" ? "status" : "alert"}
      aria-label={banner.title}
      className={cn("rounded-xl border p-6", TONE[banner.tone])}
    >
      <CardTitle>{banner.title}</CardTitle>
      <CardDescription className="text-current">{banner.text}</CardDescription>
      {state === "revoked" && end?.reason && (
        <div className="mt-3">
          <h2 className="text-sm font-semibold">{t("Reason")}</h2>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{end.reason}</p>
        </div>
      )}
      {banner.renew && (
        <div className="mt-4">
          <RenewButton business={business} size="default" label={t("Renew certification")} />
        </div>
      )}
    </section>
  );
}
