import { Link } from "react-router";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { graceEndsAt, RENEWAL_GRACE_DAYS } from "~/domain/certification/certification-lifecycle";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { type Translate, useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { applicationPath } from "./certification-path";
import { useCertificationFormat } from "./local-words";
import { RenewButton } from "./renew-button";

type CertificationListsProps = {
  /** 'Complete Your Certification': paid tiers whose application is neither approved nor pending. */
  certification: MyBusinessesPage | null;
  /** 'Certification Renewals': expiring within 60 days (the first reminder) or expired within the grace period. */
  renewals: MyBusinessesPage | null;
  now: Date;
};

type Words = ReturnType<typeof useCertificationFormat>;

function statusOf(b: OwnedBusiness, t: Translate, words: Words): string {
  if (b.certification_status === "rejected") return t("Application rejected: apply again");
  if (b.certification_status === "revoked") return t("Certification revoked: submit a new application");
  if (b.certification_status === "expired" || b.certification_status === "approved") {
    return t("Expired {day}, over {days} days ago: submit a new application", {
      day: words.day(b.certification_expires_at ?? ""),
      days: words.number(RENEWAL_GRACE_DAYS),
    });
  }
  return t("Ready to apply for certification");
}

/** The renewal's date: when it expires, or when it expired and until when it can still be renewed (grace). */
function expiryOf(
  b: OwnedBusiness,
  now: Date,
  t: Translate,
  words: Words,
): { text: string; expired: boolean } {
  const at = b.certification_expires_at ?? now.toISOString();
  const expired = new Date(at).getTime() <= now.getTime();
  if (!expired) return { text: t("Expires {day}", { day: words.day(at) }), expired };
  return {
    text: t("Expired {day} · renew by {graceEnd} (grace period)", {
      day: words.day(at),
      graceEnd: words.day(graceEndsAt(new Date(at)).toISOString()),
    }),
    expired,
  };
}

/** The two lists of the actor's own businesses that need a certification step; each hidden when empty. */
export function CertificationLists({ certification, renewals, now }: CertificationListsProps) {
  const t = useT();
  const words = useCertificationFormat();
  const failed = certification === null || renewals === null;
  return (
    <>
      {failed && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("Your certification reminders could not be loaded. Reload the page to try again.")}
        </p>
      )}
      {certification && certification.items.length > 0 && (
        <ReminderList
          id="complete-certification"
          title={t("Complete Your Certification")}
          intro={t(
            "These businesses chose a paid tier but have no approved or pending application: apply, or apply again.",
          )}
          total={certification.total}
          tone="amber"
          items={certification.items.map((b) => ({
            business: b,
            detail: statusOf(b, t, words),
            action: t("Apply"),
          }))}
        />
      )}
      {renewals && renewals.items.length > 0 && (
        <ReminderList
          id="certification-renewals"
          title={t("Certification Renewals")}
          intro={t(
            "Renew these certifications to keep their badges in the directory. An expired one can be renewed for 30 days; after that it needs a new application.",
          )}
          total={renewals.total}
          tone="red"
          items={renewals.items.map((b) => {
            const expiry = expiryOf(b, now, t, words);
            return {
              business: b,
              detail: expiry.text,
              action: t("Renew"),
              urgent: expiry.expired,
              renew: true,
            };
          })}
        />
      )}
    </>
  );
}

type Reminder = {
  business: OwnedBusiness;
  detail: string;
  action: string;
  urgent?: boolean;
  renew?: boolean;
};

type ReminderListProps = {
  id: string;
  title: string;
  intro: string;
  total: number;
  tone: "amber" | "red";
  items: Reminder[];
};

function ReminderList({ id, title, intro, total, tone, items }: ReminderListProps) {
  const t = useT();
  const words = useCertificationFormat();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-lg border p-4",
        tone === "amber" ? "border-amber-200 bg-amber-50" : "border-red-200 bg-red-50",
      )}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon name={tone === "amber" ? "award" : "clock"} className="h-5 w-5" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{intro}</p>
      <ul className="mt-3 divide-y divide-stone-200/70">
        {items.map(({ business, detail, action, urgent, renew }) => (
          <li key={business.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
            <div className="min-w-0 flex-1">
              <p id={`${id}-${business.id}`} className="break-words font-medium">
                {business.name}
              </p>
              <p className={cn("text-sm", urgent ? "font-medium text-ember-600" : "text-stone-600")}>
                {`${words.tier(business.certification_tier)} · ${detail}`}
              </p>
            </div>
            {renew ? (
              <RenewButton business={business} describedBy={`${id}-${business.id}`} />
            ) : (
              <Button asChild size="sm" variant={tone === "red" ? "destructive" : "default"}>
                <Link to={applicationPath(business.id)} aria-describedby={`${id}-${business.id}`}>
                  {action}
                </Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {total > items.length && (
        <p className="mt-2 text-sm text-stone-600">
          {t("And {count} more.", { count: words.number(total - items.length) })}
        </p>
      )}
    </section>
  );
}
