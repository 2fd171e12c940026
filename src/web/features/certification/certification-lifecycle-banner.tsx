import type { ApplicationPage } from "~/domain/certification/certification-api-schema";
import {
  graceEndsAt,
  RENEWAL_GRACE_DAYS,
  renewalState,
} from "~/domain/certification/certification-lifecycle";
import { formatLongDay } from "~/domain/shared/format-date";
import { CardDescription, CardTitle } from "~/web/components/ui/card";
import { cn } from "~/web/lib/cn";
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
  const state = renewalState(business, now);
  if (!state) return null;
  const expires = business.certification_expires_at;
  const day = (iso: string) => formatLongDay(iso);
  const graceEnd = expires ? graceEndsAt(new Date(expires)).toISOString() : null;
  const banner = (() => {
    switch (state) {
      case "active":
        return {
          tone: "green" as const,
          title: "Certification active",
          text: `${business.name} is ${business.certification_tier} certified${expires ? ` until ${day(expires)}` : ""}.`,
          renew: false,
        };
      case "due":
        return {
          tone: "amber" as const,
          title: "Certification Expiring Soon",
          text: `${business.name}'s ${business.certification_tier} certification expires on ${day(expires!)}. Renew it now to keep its badge: the new year starts when this one ends, so no day is lost.`,
          renew: true,
        };
      case "grace":
        return {
          tone: "red" as const,
          title: "Certification Expired",
          text: `${business.name}'s ${business.certification_tier} certification expired on ${day(expires!)} and its badge is no longer shown. You can still renew it by payment until ${day(graceEnd!)} (a ${RENEWAL_GRACE_DAYS}-day grace period); after that, a new application reviewed by an administrator is needed.`,
          renew: true,
        };
      case "lapsed":
        return {
          tone: "red" as const,
          title: "Certification Expired",
          text: `${business.name}'s ${business.certification_tier} certification expired on ${day(expires!)}. The ${RENEWAL_GRACE_DAYS}-day grace period ended on ${day(graceEnd!)}, so it can no longer be renewed by payment: submit a new application below (documents, affidavit, signature and payment), and an administrator reviews it.`,
          renew: false,
        };
      case "revoked":
        return {
          tone: "stone" as const,
          title: "Certification revoked",
          text: `An administrator revoked ${business.name}'s ${business.certification_tier} certification${end?.status === "revoked" ? ` on ${day(end.at)}` : ""}. You can submit a new application below; an administrator reviews it.`,
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
          <h2 className="text-sm font-semibold">Reason</h2>
          <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{end.reason}</p>
        </div>
      )}
      {banner.renew && (
        <div className="mt-4">
          <RenewButton business={business} size="default" label="Renew certification" />
        </div>
      )}
    </section>
  );
}
