import { CERTIFICATE_STATUS_LABELS, type CertificateStatus } from "~/domain/certification/certificate-status";
import type { MessageId } from "~/domain/languages/catalogs";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

const LOOK: Record<CertificateStatus, { className: string; icon: IconName; explanation: MessageId }> = {
  valid: {
    className: "border-green-700 bg-green-50 text-green-900",
    icon: "shield-check",
    explanation: "This certificate is current: the business holds an approved Ujamaa certification.",
  },
  expiring: {
    className: "border-amber-600 bg-amber-50 text-amber-900",
    icon: "clock",
    explanation: "This certificate is current but expires within 30 days.",
  },
  expired: {
    className: "border-red-700 bg-red-50 text-red-900",
    icon: "circle-exclamation-point",
    explanation: "This certificate has expired: the certification was not renewed in time.",
  },
  revoked: {
    className: "border-stone-700 bg-stone-100 text-stone-900",
    icon: "x",
    explanation: "This certificate has been withdrawn: the business is no longer certified by Ujamaa.",
  },
};

/**
 * The status of a certificate in colour and in words, with what it means; `since` (a day in words) dates
 * an expiry or a revocation ("Revoked on Jun 02, 2026"), never its reason.
 */
export function CertificateStatusPanel({
  status,
  since,
}: {
  status: CertificateStatus;
  since?: string | null;
}) {
  const t = useT();
  const look = LOOK[status];
  const dated = since && (status === "expired" || status === "revoked");
  return (
    <div role="status" className={cn("flex items-start gap-3 rounded-lg border-2 p-4", look.className)}>
      <Icon name={look.icon} className="mt-1 h-7 w-7 shrink-0" />
      <div>
        <p className="text-2xl font-bold">
          {t(CERTIFICATE_STATUS_LABELS[status] as MessageId)}
          {dated && (
            <>
              {" "}
              <span className="text-base font-semibold">{t("on {day}", { day: since })}</span>
            </>
          )}
        </p>
        <p className="mt-1 text-sm">{t(look.explanation)}</p>
      </div>
    </div>
  );
}
