import { Link } from "react-router";
import { TIERS } from "~/domain/certification/tiers";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { useT } from "~/web/features/languages/language-context";
import type { TemplateOverview } from "~/web/lib/api/templates";
import { DOCUMENTS_UNREADABLE, DocumentsLoadError } from "./documents-load-error";

type FormsOverviewProps = {
  /** As the page's loader read it; null when it could not. */
  overview: TemplateOverview | null;
  onRetry(): void;
};

/** The dashboard's 'Forms & Documents Overview': the five most recent templates and the counts. */
export function FormsOverview({ overview, onRetry }: FormsOverviewProps) {
  const t = useT();
  const words = useCertificationFormat();
  if (!overview) return <DocumentsLoadError message={DOCUMENTS_UNREADABLE} onRetry={onRetry} />;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <CountList
          title={t("Documents by tier")}
          rows={TIERS.map((tier) => [words.tier(tier), overview.by_tier[tier] ?? 0] as const)}
          total={overview.total}
        />
        <CountList
          title={t("Documents by type")}
          rows={Object.entries(overview.by_kind).map(([k, n]) => [words.kind(k), n] as const)}
          total={overview.total}
        />
      </div>
      <section
        aria-labelledby="recent-documents"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="recent-documents" className="text-lg font-semibold text-stone-900">
          {t("Recent documents")}
        </h2>
        {overview.recent.length === 0 ? (
          <p className="mt-2 text-stone-600">{t("No documents uploaded yet")}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100">
            {overview.recent.map((template) => (
              <li key={template.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="break-words font-medium">{template.name}</p>
                  <p className="text-xs text-stone-500">
                    {words.tier(template.tier)} · {words.kind(template.kind)} ·{" "}
                    {words.day(template.upload_date.slice(0, 10))}
                  </p>
                </div>
                <a
                  href={template.download_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  {t("Download")}
                  <span className="sr-only"> {template.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <Link to="/admin/documents" className="font-medium text-brand-700 hover:underline">
            {t("Manage all documents")}
          </Link>
          {" · "}
          <Link to="/admin/certifications" className="font-medium text-brand-700 hover:underline">
            {t("Review applications")}
          </Link>
        </p>
      </section>
    </div>
  );
}

function CountList({
  title,
  rows,
  total,
}: {
  title: string;
  rows: readonly (readonly [string, number])[];
  total: number;
}) {
  const t = useT();
  const format = useCertificationFormat();
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {total === 0 ? (
        <p className="mt-2 text-stone-600">{t("No documents uploaded yet")}</p>
      ) : (
        <dl className="mt-2 divide-y divide-stone-100 text-sm">
          {rows.map(([label, n]) => (
            <div key={label} className="flex justify-between py-1.5">
              <dt className="text-stone-700">{label}</dt>
              <dd className="font-semibold text-stone-900">{format.number(n)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
