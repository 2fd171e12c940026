import { useState } from "react";
import { Link } from "react-router";
import type { AdminOtherCertification } from "~/domain/procurement/other-certification-schema";
import { formatDay } from "~/domain/shared/format-date";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { checkOtherCertification } from "~/web/lib/api/other-certifications";
import { OtherCertificationState } from "./other-certification-state";

type Props = { cert: AdminOtherCertification; onDone(): void };

/** One other certification for an admin: its business, what it says, its certificate, and the check. */
export function OtherCertificationReviewCard({ cert, onDone }: Props) {
  const [pending, setPending] = useState(false);
  const label = `${cert.title} of ${cert.business_name}`;

  async function mark(checked: boolean) {
    setPending(true);
    try {
      await checkOtherCertification(cert.id, checked);
      toast.success(checked ? "Marked checked" : "Check removed", { description: label });
      onDone();
    } catch (error) {
      toast.error("Could not change the check", {
        description: error instanceof Error ? error.message : "Please try again.",
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
          No. <span className="font-mono">{cert.number}</span> · {cert.expired ? "Expired on" : "Expires"}{" "}
          {formatDay(cert.expires_on)} · added {formatDay(cert.created_at)}
        </p>
        {cert.file && (
          <a
            href={cert.file.url}
            target="_blank"
            rel="noreferrer"
            className="inline-block text-brand-700 underline underline-offset-2"
          >
            View certificate<span className="sr-only"> of {label}</span>
          </a>
        )}
      </div>
      {cert.checked ? (
        <Button type="button" variant="outline" disabled={pending} onClick={() => void mark(false)}>
          Remove check<span className="sr-only"> of {label}</span>
        </Button>
      ) : (
        <Button type="button" disabled={pending} onClick={() => void mark(true)}>
          Mark checked<span className="sr-only"> — {label}</span>
        </Button>
      )}
    </article>
  );
}
