import { Link } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { CertificationHistoryList } from "~/web/features/certification/review/certification-history-list";
import { statusLabel } from "~/web/features/certification/review/review-badges";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-certification-history";
import { loadCertificationHistory } from "./admin-certification-history.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `Certification history · ${data.business.name} · Ujamaa` : "Page not found · Ujamaa" },
];

export function loader({ context, params }: Route.LoaderArgs) {
  return loadCertificationHistory(pageOf(context).runtime, signedInOf(context), params.businessId);
}

/** A business's certification history, read-only: who changed its status, from what to what, and why. */
export default function AdminCertificationHistory({ loaderData }: Route.ComponentProps) {
  const { business, items } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-10">
      <Link
        to="/admin/certifications"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        Certification Management
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-stone-900">Certification history</h1>
        <p className="mt-1 text-stone-600">
          {business.name} · {business.certification_tier} · {statusLabel(business.certification_status)}
        </p>
        <p className="mt-1 text-sm text-stone-500">
          Every change is recorded when it happens and can never be edited.
        </p>
      </header>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          No certification changes have been recorded for this business.
        </p>
      ) : (
        <CertificationHistoryList items={items} />
      )}
    </div>
  );
}
