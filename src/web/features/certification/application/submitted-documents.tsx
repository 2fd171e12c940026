import { STATUS_TONES } from "~/domain/certification/badge-tones";
import { reviewStatusLabel } from "~/domain/certification/review-status";
import { BADGE_TONE_CLASS } from "~/web/components/ui/badge-tone";
import { Icon } from "~/web/components/ui/icon";
import { asId, useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import type { ApplicationPage } from "~/web/lib/api/certification";
import { cn } from "~/web/lib/cn";

/**
 * The documents submitted with an application, each with its review status in the words the admin's
 * review shows ('Pending Review', Approved, Rejected): the admin's decision on the application reaches
 * every one of them.
 */
export function SubmittedDocuments({ documents }: { documents: ApplicationPage["documents"] }) {
  const t = useT();
  const words = useCertificationFormat();
  return (
    <ul className="mt-2 divide-y divide-stone-100 rounded-md border border-stone-200 bg-white">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
          <Icon name="file-text" className="h-4 w-4 text-stone-500" />
          <a
            href={d.url}
            target="_blank"
            rel="noopener"
            className="min-w-0 truncate text-brand-700 underline"
          >
            {d.file_name}
          </a>
          <span className="text-xs text-stone-500">{words.documentType(d.document_type)}</span>
          <span
            className={cn(
              "ms-auto inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
              BADGE_TONE_CLASS[STATUS_TONES[d.review_status]],
            )}
          >
            <span className="sr-only">{`${t("Review status:")} `}</span>
            {t(asId(reviewStatusLabel(d.review_status)))}
          </span>
        </li>
      ))}
    </ul>
  );
}
