import { useState } from "react";
import { Link } from "react-router";
import type { AdminOtherCertification } from "~/domain/procurement/other-certification-schema";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { checkOtherCertification } from "~/web/lib/api/other-certifications";
import { OtherCertificationState } from "./other-certification-state";

type Props = { cert: AdminOtherCertification; onDone(): void };

/** One other certification for an admin: its business, what it says, its certificate, and the check. */
export function OtherCertificationReviewCard({ cert, onDone }: Props) {
  const t = useT();
  const format = useFormat();
  const [pending, setPending] = useState(false);
  const label = t("{title} of {business}", { title: cert.title, business: cert.business_name });

  async function mark(checked: boolean) {
    setPending(true);
    try {
      await checkOtherCertification(cert.id, checked);
      toast.success(checked ? t("Marked checked") : t("Check removed"), { description: label });
      onDone();
    } catch (error) {
      toast.error(t("Could not change the check"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <article
      aria-label={label}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="space-y-1 text-sm">
        <h2 className="text-base font-semibold text-stone-900">
          <Link to={`/business/${cert.business_id}`} className="hover:underline">
            {cert.business_name}
          </Link>
        </h2>
        <p>
          <span className="font-medium">{cert.title}</span> · {cert.certifier}{" "}
          <OtherCertificationState cert={cert} showChecker />
        </p>
        <p className="text-stone-600">
          {t("No.")} <span className="font-mono">{cert.number}</span> ·{" "}
          {cert.expired
            ? t("Expired on {day}", { day: format.day(cert.expires_on) })
            : t("Expires {day}", { day: format.day(cert.expires_on) })}{" "}
          · {t("added {day}", { day: format.day(cert.created_at) })}
        </p>
        {cert.file && (
          <a
            href={cert.file.url}
            target="_blank"
            rel="noreferrer"
            className="inline-block text-brand-700 underline underline-offset-2"
          >
            {t("View certificate")}
            <span className="sr-only">{` ${t("of {name}", { name: label })}`}</span>
          </a>
        )}
      </div>
      {cert.checked ? (
        <Button type="button" variant="outline" disabled={pending} onClick={() => void mark(false)}>
          {t("Remove check")}
          <span className="sr-only">{` ${t("of {name}", { name: label })}`}</span>
        </Button>
      ) : (
        <Button type="button" disabled={pending} onClick={() => void mark(true)}>
          {t("Mark checked")}
          <span className="sr-only">{` — ${label}`}</span>
        </Button>
      )}
    </article>
  );
}
