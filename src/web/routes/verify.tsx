import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Certificate, CertificateHistoryEntry } from "~/domain/certification/certificate-schema";
import { formatDay } from "~/domain/shared/format-date";
import { CertificateStatusPanel } from "~/web/features/certification/verify/certificate-status-panel";
import { CredentialCheck } from "~/web/features/certification/verify/credential-check";
import { VerifyForm } from "~/web/features/certification/verify/verify-form";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/verify";
import { loadVerifyPage } from "./verify.server";

export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadVerifyPage(params.number, new URL(request.url), pageOf(context).runtime);
}

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    {
      title: args.loaderData?.number
        ? `Certificate ${args.loaderData.number} · Verify · Ujamaa`
        : "Verify a certificate · Ujamaa",
    },
    {
      name: "description",
      content: "Check that an Ujamaa certificate is valid and current: its holder, tier and dates.",
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

const HISTORY_WORDS: Record<CertificateHistoryEntry["event"], string> = {
  issued: "Issued",
  renewed: "Renewed",
  expired: "Expired",
  revoked: "Revoked",
};

/** When the certificate stopped counting (its latest expiry or revocation), for an expired or revoked one. */
function endedOn(certificate: Certificate): string | null {
  const at = certificate.history.findLast((h) => h.event === certificate.status)?.at;
  return at ? formatDay(at) : null;
}

/** The certificate's dated history, oldest first: issued, renewed, expired, revoked (never why). */
function CertificateHistory({ history }: { history: readonly CertificateHistoryEntry[] }) {
  return (
    <section aria-labelledby="certificate-history">
      <h2 id="certificate-history" className="text-base font-semibold text-stone-900">
        History
      </h2>
      <ol className="mt-2 space-y-1 border-l-2 border-stone-200 pl-4">
        {history.map((h) => (
          <li key={`${h.event}-${h.at}`} className="flex flex-wrap gap-x-2 text-sm">
            <span className="w-20 font-medium text-stone-900">{HISTORY_WORDS[h.event]}</span>
            <time dateTime={h.at} className="text-stone-700">
              {formatDay(h.at)}
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
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {number ? "Certificate verification" : "Verify a certificate"}
      </h1>
      {certificate && (
        <section
          aria-label="Certificate"
          className="space-y-4 rounded-lg border border-stone-200 bg-white p-5"
        >
          <CertificateStatusPanel status={certificate.status} since={endedOn(certificate)} />
          <dl className="divide-y divide-stone-100">
            <Fact label="Business">
              <Link to={`/business/${certificate.business_id}`} className="text-brand-700 hover:underline">
                {certificate.business_name}
              </Link>
            </Fact>
            <Fact label="Tier">{certificate.tier}</Fact>
            <Fact label="Certificate number">{certificate.certificate_number}</Fact>
            <Fact label="Issued">
              {certificate.issued_at ? formatDay(certificate.issued_at) : "Not recorded"}
            </Fact>
            <Fact label="Expires">
              {certificate.expires_at ? formatDay(certificate.expires_at) : "No expiry date"}
            </Fact>
          </dl>
          {certificate.history.length > 0 && <CertificateHistory history={certificate.history} />}
        </section>
      )}
      {number && !certificate && (
        <section aria-label="Certificate" className="rounded-lg border-2 border-stone-300 bg-white p-5">
          <p role="status" className="text-lg font-semibold text-stone-900">
            No certificate with this number.
          </p>
          <p className="mt-1 break-words text-sm text-stone-600">
            {`Nothing matches “${number}”. Check the number on the certificate and try again.`}
          </p>
        </section>
      )}
      <VerifyForm number={number} />
      <CredentialCheck />
    </div>
  );
}
