import { Link, useRevalidator } from "react-router";
import { effectiveCertificationStatus, renewalState } from "~/domain/certification/certification-lifecycle";
import { CardDescription, CardTitle } from "~/web/components/ui/card";
import { Icon } from "~/web/components/ui/icon";
import { ApplicationForm } from "~/web/features/certification/application/application-form";
import { SubmittedApplication } from "~/web/features/certification/application/submitted-application";
import { SubmittedDocuments } from "~/web/features/certification/application/submitted-documents";
import { CertificationLifecycleBanner } from "~/web/features/certification/certification-lifecycle-banner";
import { useCertificationFormat } from "~/web/features/certification/local-words";
import { StatusBadge } from "~/web/features/certification/status-badge";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/certification-application";
import { loadApplicationPage } from "./certification-application.server";
import { signedInOf } from "./page-guards.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const application = await loadApplicationPage(
    pageOf(context).runtime,
    signedInOf(context),
    params.businessId,
  );
  const t = pageTranslator(request, ["certification"]);
  return {
    ...application,
    title: t("Certification application · {name} · Ujamaa", { name: application.page.business.name }),
    messages: pageMessages(request, ["certification"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  {
    title: data ? data.title : "Page not found · Ujamaa",
  },
  { name: "robots", content: "noindex" },
];

export default function CertificationApplication({ loaderData }: Route.ComponentProps) {
  const { page, affidavit } = loaderData;
  const { business, latest_application: latest } = page;
  const t = useT();
  const words = useCertificationFormat();
  const revalidator = useRevalidator();
  const now = new Date(loaderData.now);
  // An approved certification whose date has passed reads as expired before the job records it.
  const status = effectiveCertificationStatus(business, now);
  const renewal = renewalState(business, now);
  // Past the grace period, or revoked: a new application (decision 045).
  const applying =
    status === "none" || status === "rejected" || renewal === "lapsed" || renewal === "revoked";
  const rejectedDocuments =
    latest?.status === "rejected" ? page.documents.filter((d) => d.application_id === latest.id) : [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to="/certification?tab=applications"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("My Applications")}
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t("Certification application")}</h1>
        <StatusBadge status={status} />
      </div>
      <p className="mt-1 text-stone-600">
        {business.name} · {t("{tier} tier", { tier: words.tier(business.certification_tier) })}
      </p>

      <div className="mt-6 space-y-6">
        {status === "pending" && (
          <section role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-6">
            <CardTitle>{t("Application under review")}</CardTitle>
            <CardDescription className="text-amber-900">
              {business.certification_requested_at
                ? t(
                    "An administrator is reviewing your application submitted on {day}. You will be notified of the decision.",
                    { day: words.longDay(business.certification_requested_at) },
                  )
                : t("An administrator is reviewing your application. You will be notified of the decision.")}
            </CardDescription>
          </section>
        )}
        <CertificationLifecycleBanner business={business} end={page.certification_end} now={now} />
        {status === "rejected" && latest?.status === "rejected" && (
          <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
            <CardTitle>{t("Application rejected")}</CardTitle>
            <CardDescription className="text-red-900">
              {latest.decided_at
                ? t("Reviewed on {day}. You can correct your documents and apply again below.", {
                    day: words.longDay(latest.decided_at),
                  })
                : t("You can correct your documents and apply again below.")}
            </CardDescription>
            {latest.review_notes && (
              <div className="mt-3">
                <h2 className="text-sm font-semibold text-red-900">{t("Review notes")}</h2>
                <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{latest.review_notes}</p>
              </div>
            )}
            {rejectedDocuments.length > 0 && (
              <div className="mt-3">
                <h2 className="text-sm font-semibold text-red-900">{t("Documents of this application")}</h2>
                <SubmittedDocuments documents={rejectedDocuments} />
              </div>
            )}
          </section>
        )}

        {!applying && latest && <SubmittedApplication application={latest} documents={page.documents} />}
        {applying && (
          <ApplicationForm
            key={latest?.id ?? "first"}
            page={page}
            initialAffidavit={affidavit}
            onChanged={() => revalidator.revalidate()}
          />
        )}
      </div>
    </div>
  );
}
