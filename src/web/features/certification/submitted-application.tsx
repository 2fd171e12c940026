import { AFFIDAVIT_LABELS, type AffidavitField } from "~/domain/certification/affidavit-schema";
import { formatDocumentType } from "~/domain/certification/document-rules";
import { Card, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { SignatureOnFile } from "~/web/features/shared/signature-on-file";
import type { ApplicationPage } from "~/web/lib/api/certification";
import { formatLongDay } from "./format-long-day";
import { StatusBadge } from "./status-badge";

type Application = NonNullable<ApplicationPage["latest_application"]>;

/** A submitted application, read-only: its tier, status, documents, affidavit and signature. */
export function SubmittedApplication({
  application,
  documents,
}: {
  application: Application;
  documents: ApplicationPage["documents"];
}) {
  const submitted = documents.filter((d) => d.application_id === application.id);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {application.tier} application · submitted {formatLongDay(application.submitted_at)}
        </CardTitle>
        <StatusBadge status={application.status} />
      </div>
      <h3 className="mt-5 font-semibold text-stone-900">Submitted documents</h3>
      {submitted.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No documents were required.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100 rounded-md border border-stone-200">
          {submitted.map((d) => (
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
              <span className="text-xs text-stone-500">{formatDocumentType(d.document_type)}</span>
              <span className="ml-auto text-xs capitalize text-stone-600">{d.review_status}</span>
            </li>
          ))}
        </ul>
      )}
      {application.affidavit && (
        <>
          <h3 className="mt-5 font-semibold text-stone-900">Affidavit</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {(Object.keys(AFFIDAVIT_LABELS) as AffidavitField[]).map((field) => (
              <div key={field} className="min-w-0">
                <dt className="text-stone-500">{AFFIDAVIT_LABELS[field]}</dt>
                <dd className="break-words text-stone-900" data-field={field}>
                  {application.affidavit?.[field]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h3 className="mt-5 font-semibold text-stone-900">Signature</h3>
      <SignatureOnFile url={application.signature_url} alt="The applicant's signature" />
    </Card>
  );
}
