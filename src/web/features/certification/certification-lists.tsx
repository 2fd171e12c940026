import { Link } from "react-router";
import type { MyBusinessesPage, OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { graceEndsAt, RENEWAL_GRACE_DAYS } from "~/domain/certification/certification-lifecycle";
import { formatDay } from "~/domain/shared/format-date";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { cn } from "~/web/lib/cn";
import { applicationPath } from "./certification-path";
import { RenewButton } from "./renew-button";

type CertificationListsProps = {
  /** 'Complete Your Certification': paid tiers whose application is neither approved nor pending. */
  certification: MyBusinessesPage | null;
  /** 'Certification Renewals': expiring within 60 days (the first reminder) or expired within the grace period. */
  renewals: MyBusinessesPage | null;
  now: Date;
};

function statusOf(b: OwnedBusiness): string {
  if (b.certification_status === "rejected") return "Application rejected: apply again";
  if (b.certification_status === "revoked") return "Certification revoked: submit a new application";
  if (b.certification_status === "expired" || b.certification_status === "approved") {
    return `Expired ${formatDay(b.certification_expires_at ?? "")}, over ${RENEWAL_GRACE_DAYS} days ago: submit a new application`;
  }
  return "Ready to apply for certification";
}

/** The renewal's date: when it expires, or when it expired and until when it can still be renewed (grace). */
function expiryOf(b: OwnedBusiness, now: Date): { text: string; expired: boolean } {
  const at = b.certification_expires_at ?? now.toISOString();
  const expired = new Date(at).getTime() <= now.getTime();
  if (!expired) return { text: `Expires ${formatDay(at)}`, expired };
  return {
    text: `Expired ${formatDay(at)} · renew by ${formatDay(graceEndsAt(new Date(at)).toISOString())} (grace period)`,
    expired,
  };
}

/** The two lists of the actor's own businesses that need a certification step; each hidden when empty. */
export function CertificationLists({ certification, renewals, now }: CertificationListsProps) {
  const failed = certification === null || renewals === null;
  return (
    <>
      {failed && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Your certification reminders could not be loaded. Reload the page to try again.
        </p>
      )}
      {certification && certification.items.length > 0 && (
        <ReminderList
          id="complete-certification"
          title="Complete Your Certification"
          intro="These businesses chose a paid tier but have no approved or pending application: apply, or apply again."
          total={certification.total}
          tone="amber"
          items={certification.items.map((b) => ({ business: b, detail: statusOf(b), action: "Apply" }))}
        />
      )}
      {renewals && renewals.items.length > 0 && (
        <ReminderList
          id="certification-renewals"
          title="Certification Renewals"
          intro="Renew these certifications to keep their badges in the directory. An expired one can be renewed for 30 days; after that it needs a new application."
          total={renewals.total}
          tone="red"
          items={renewals.items.map((b) => {
            const expiry = expiryOf(b, now);
            return { business: b, detail: expiry.text, action: "Renew", urgent: expiry.expired, renew: true };
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
                {`${business.certification_tier} · ${detail}`}
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
        <p className="mt-2 text-sm text-stone-600">{`And ${total - items.length} more.`}</p>
      )}
    </section>
  );
}
