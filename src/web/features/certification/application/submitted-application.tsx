import { AFFIDAVIT_LABELS, type AffidavitField } from "~/domain/certification/affidavit-schema";
import { formatLongDay } from "~/domain/shared/format-date";
import { Card, CardTitle } from "~/web/components/ui/card";
import { SignatureOnFile } from "~/web/features/certification/signature-on-file";
import { StatusBadge } from "~/web/features/certification/status-badge";
import type { ApplicationPage } from "~/web/lib/api/certification";
import { SubmittedDocuments } from "./submitted-documents";

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
        <SubmittedDocuments documents={submitted} />
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
