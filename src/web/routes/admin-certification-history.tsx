import { Link } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { asId, useCertificationFormat } from "~/web/features/certification/local-words";
import { CertificationHistoryList } from "~/web/features/certification/review/certification-history-list";
import { statusLabel } from "~/web/features/certification/review/review-badges";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-certification-history";
import { loadCertificationHistory } from "./admin-certification-history.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? data.title : "Page not found · Ujamaa" },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const history = await loadCertificationHistory(
    pageOf(context).runtime,
    signedInOf(context),
    params.businessId,
  );
  const t = pageTranslator(request, ["certification", "certificationAdmin"]);
  return {
    ...history,
    title: t("Certification history · {name} · Ujamaa", { name: history.business.name }),
    messages: pageMessages(request, ["certification", "certificationAdmin"]),
  };
}

/** A business's certification history, read-only: who changed its status, from what to what, and why. */
export default function AdminCertificationHistory({ loaderData }: Route.ComponentProps) {
  const { business, items } = loaderData;
  const t = useT();
  const words = useCertificationFormat();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-10">
      <Link
        to="/admin/certifications"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("Certification Management")}
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-stone-900">{t("Certification history")}</h1>
        <p className="mt-1 text-stone-600">
          {business.name} · {words.tier(business.certification_tier)} ·{" "}
          {t(asId(statusLabel(business.certification_status)))}
        </p>
        <p className="mt-1 text-sm text-stone-500">
          {t("Every change is recorded when it happens and can never be edited.")}
        </p>
      </header>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t("No certification changes have been recorded for this business.")}
        </p>
      ) : (
        <CertificationHistoryList items={items} />
      )}
    </div>
  );
}
