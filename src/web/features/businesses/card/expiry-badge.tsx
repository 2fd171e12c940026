import { expiryBadge } from "~/domain/certification/badges";
import type { CertificationFields } from "~/domain/certification/statuses";
import type { MessageId } from "~/domain/languages/catalogs";
import { type DurationUnit, durationInUnits } from "~/domain/shared/duration-in-words";
import { type Translate, useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

const STATE_CLASS = {
  expired: "bg-red-100 text-red-800",
  expiring: "bg-amber-100 text-amber-900",
  valid: "bg-green-100 text-green-800",
} as const;

const UNIT_TEXT: Record<DurationUnit, MessageId> = {
  year: "{count, plural, one {# year} other {# years}}",
  month: "{count, plural, one {# month} other {# months}}",
  day: "{count, plural, one {# day} other {# days}}",
  hour: "{count, plural, one {# hour} other {# hours}}",
  minute: "{count, plural, one {# minute} other {# minutes}}",
};

/** "3 days", "1 month", "less than a minute" in the page's language. */
function durationText(t: Translate, ms: number): string {
  const duration = durationInUnits(ms);
  return duration ? t(UNIT_TEXT[duration.unit], { count: duration.count }) : t("less than a minute");
}

/** Expired / Expires Soon / Valid with the relative time, for a verified paid tier with an expiry date. */
export function ExpiryBadge({ business, now }: { business: CertificationFields; now: Date }) {
  const t = useT();
  const badge = expiryBadge(business, now);
  if (!badge || !business.certification_expires_at) return null;
  const left = new Date(business.certification_expires_at).getTime() - now.getTime();
  const text =
    badge.state === "expired"
      ? t("Certification expired {duration} ago", { duration: durationText(t, -left) })
      : t("Expires in {duration}", { duration: durationText(t, left) });
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs">
      <span className={cn("rounded-full px-2 py-0.5 font-semibold", STATE_CLASS[badge.state])}>
        {t(badge.label)}
      </span>
      <span className="text-stone-600">{text}</span>
    </p>
  );
}
