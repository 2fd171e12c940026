import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Certificate, CertificateHistoryEntry } from "~/domain/certification/certificate-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { CertificateStatusPanel } from "~/web/features/certification/verify/certificate-status-panel";
import { CredentialCheck } from "~/web/features/certification/verify/credential-check";
import { VerifyForm } from "~/web/features/certification/verify/verify-form";
import { useFormat, useLocalPath, useT } from "~/web/features/languages/language-context";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/verify";
import { loadVerifyPage } from "./verify.server";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadVerifyPage(params.number, new URL(request.url), pageOf(context).runtime, request);
}

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    {
      title:
        args.loaderData?.title ??
        (args.loaderData?.number
          ? `Certificate ${args.loaderData.number} · Verify · Ujamaa`
          : "Verify a certificate · Ujamaa"),
    },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Check that an Ujamaa certificate is valid and current: its holder, tier and dates.",
    },
    { name: "robots", content: "noindex" },
  ]);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-2 text-sm">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-stone-900">{children}</dd>
    </div>
  );
}

const HISTORY_WORDS: Record<CertificateHistoryEntry["event"], MessageId> = {
  issued: "Issued",
  renewed: "Renewed",
  expired: "Expired",
  revoked: "Revoked",
};

/** When the certificate stopped counting (its latest expiry or revocation), for an expired or revoked one. */
function endedOn(certificate: Certificate, day: (at: string) => string): string | null {
  const at = certificate.history.findLast((h) => h.event === certificate.status)?.at;
  return at ? day(at) : null;
}

/** The certificate's dated history, oldest first: issued, renewed, expired, revoked (never why). */
function CertificateHistory({ history }: { history: readonly CertificateHistoryEntry[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="certificate-history">
      <h2 id="certificate-history" className="text-base font-semibold text-stone-900">
        {t("History")}
      </h2>
      <ol className="mt-2 space-y-1 border-s-2 border-stone-200 ps-4">
        {history.map((h) => (
          <li key={`${h.event}-${h.at}`} className="flex flex-wrap gap-x-2 text-sm">
            <span className="w-20 font-medium text-stone-900">{t(HISTORY_WORDS[h.event])}</span>
            <time dateTime={h.at} className="text-stone-700">
              {format.day(h.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /verify/{number}: the live status of a certificate, who holds it, its dates and history; a lookup form. */
export default function Verify({ loaderData }: Route.ComponentProps) {
  const { number, certificate } = loaderData;
  const t = useT();
  const format = useFormat();
  const to = useLocalPath();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {number ? t("Certificate verification") : t("Verify a certificate")}
      </h1>
      {certificate && (
        <section
          aria-label={t("Certificate")}
          className="space-y-4 rounded-lg border border-stone-200 bg-white p-5"
        >
          <CertificateStatusPanel status={certificate.status} since={endedOn(certificate, format.day)} />
          <dl className="divide-y divide-stone-100">
            <Fact label={t("Business")}>
              <Link
                to={to(`/business/${certificate.business_id}`)}
                className="text-brand-700 hover:underline"
              >
                {certificate.business_name}
              </Link>
            </Fact>
            <Fact label={t("Tier")}>{t(certificate.tier as MessageId)}</Fact>
            <Fact label={t("Certificate number")}>{certificate.certificate_number}</Fact>
            <Fact label={t("Issued")}>
              {certificate.issued_at ? format.day(certificate.issued_at) : t("Not recorded")}
            </Fact>
            <Fact label={t("Expires")}>
              {certificate.expires_at ? format.day(certificate.expires_at) : t("No expiry date")}
            </Fact>
          </dl>
          {certificate.history.length > 0 && <CertificateHistory history={certificate.history} />}
        </section>
      )}
      {number && !certificate && (
        <section aria-label={t("Certificate")} className="rounded-lg border-2 border-stone-300 bg-white p-5">
          <p role="status" className="text-lg font-semibold text-stone-900">
            {t("No certificate with this number.")}
          </p>
          <p className="mt-1 break-words text-sm text-stone-600">
            {t("Nothing matches “{number}”. Check the number on the certificate and try again.", { number })}
          </p>
        </section>
      )}
      <VerifyForm number={number} />
      <CredentialCheck />
    </div>
  );
}
