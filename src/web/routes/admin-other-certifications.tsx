import { Link, useRevalidator } from "react-router";
import { Button } from "~/web/components/ui/button";
import { OtherCertificationReviewCard } from "~/web/features/procurement/other-certification-review-card";
import { cn } from "~/web/lib/cn";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-other-certifications";
import { loadOtherCertificationReview } from "./admin-other-certifications.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = () => [{ title: "Other Certifications · Ujamaa" }];

export function loader({ context, url }: Route.LoaderArgs) {
  return loadOtherCertificationReview(pageOf(context).runtime, signedInOf(context), url);
}

const TABS = [
  {
    status: "unchecked",
    label: "To check",
    empty: "Nothing to check: every other certification has been checked.",
  },
  { status: "checked", label: "Checked", empty: "No other certification has been checked yet." },
  { status: "all", label: "All", empty: "No business has added an other certification yet." },
] as const;

export default function AdminOtherCertifications({ loaderData }: Route.ComponentProps) {
  const { status, page, list } = loaderData;
  const revalidator = useRevalidator();
  const tab = TABS.find((t) => t.status === status)!;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">Other Certifications</h1>
        <p className="mt-1 text-stone-600">
          NMSDC, WBENC, SBA 8(a), HUB, DBE and other certificates that owners added for buyers. Open the
          certificate, compare it with the certifier's records, and mark it checked: buyers then see "Checked
          by Ujamaa" with the date. An owner's change clears the check.
        </p>
      </header>
      <nav aria-label="Other certification lists" className="flex gap-2 border-b border-stone-200">
        {TABS.map((t) => (
          <Link
            key={t.status}
            to={`?status=${t.status}`}
            aria-current={t.status === status ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              t.status === status
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-stone-600 hover:text-stone-900",
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div aria-busy={revalidator.state === "loading" || undefined}>
        {list.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {tab.empty}
          </p>
        ) : (
          <ul className="space-y-4">
            {list.items.map((cert) => (
              <li key={cert.id}>
                <OtherCertificationReviewCard cert={cert} onDone={() => void revalidator.revalidate()} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {(page > 1 || list.next !== null) && (
        <nav aria-label="Other certification pages" className="flex justify-end gap-2 text-sm">
          {page > 1 && (
            <Button asChild variant="outline" size="sm">
              <Link to={`?status=${status}&page=${page - 1}`}>Previous</Link>
            </Button>
          )}
          {list.next !== null && (
            <Button asChild variant="outline" size="sm">
              <Link to={`?status=${status}&page=${list.next}`}>Next</Link>
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
