import { AFFIDAVIT_LABELS, type AffidavitField } from "~/domain/certification/affidavit-schema";
import { Card, CardTitle } from "~/web/components/ui/card";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { SignatureOnFile } from "~/web/features/certification/signature-on-file";
import { StatusBadge } from "~/web/features/certification/status-badge";
import { useT } from "~/web/features/languages/language-context";
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
  const t = useT();
  const words = useCertificationFormat();
  const submitted = documents.filter((d) => d.application_id === application.id);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          {t("{tier} application · submitted {day}", {
            tier: words.tier(application.tier),
            day: words.longDay(application.submitted_at),
          })}
        </CardTitle>
        <StatusBadge status={application.status} />
      </div>
      <h3 className="mt-5 font-semibold text-stone-900">{t("Submitted documents")}</h3>
      {submitted.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t("No documents were required.")}</p>
      ) : (
        <SubmittedDocuments documents={submitted} />
      )}
      {application.affidavit && (
        <>
          <h3 className="mt-5 font-semibold text-stone-900">{t("Affidavit")}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {(Object.keys(AFFIDAVIT_LABELS) as AffidavitField[]).map((field) => (
              <div key={field} className="min-w-0">
                <dt className="text-stone-500">{t(AFFIDAVIT_LABELS[field])}</dt>
                <dd className="break-words text-stone-900" data-field={field}>
                  {application.affidavit?.[field]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <h3 className="mt-5 font-semibold text-stone-900">{t("Signature")}</h3>
      <SignatureOnFile url={application.signature_url} alt={t("The applicant's signature")} />
    </Card>
  );
}
