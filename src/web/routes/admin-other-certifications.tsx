import { useRevalidator } from "react-router";
import { LinkTabs, PreviousNextLinks } from "~/web/components/ui/link-tabs";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { OtherCertificationReviewCard } from "~/web/features/procurement/other-certification-review-card";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-other-certifications";
import { loadOtherCertificationReview } from "./admin-other-certifications.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Other Certifications · Ujamaa" },
];

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const review = await loadOtherCertificationReview(pageOf(context).runtime, signedInOf(context), url);
  const t = pageTranslator(request, ["certificationAdmin"]);
  return {
    ...review,
    title: t("Other Certifications · Ujamaa"),
    messages: pageMessages(request, ["certificationAdmin", "procurement"]),
  };
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
  const t = useT();
  const revalidator = useRevalidator();
  const tab = TABS.find((candidate) => candidate.status === status)!;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t("Other Certifications")}</h1>
        <p className="mt-1 text-stone-600">
          {t(
            "NMSDC, WBENC, SBA 8(a), HUB, DBE and other certificates that owners added for buyers. Open the certificate, compare it with the certifier's records, and mark it checked: buyers then see \"Checked by Ujamaa\" with the date. An owner's change clears the check.",
          )}
        </p>
      </header>
      <LinkTabs
        label={t("Other certification lists")}
        tabs={TABS.map((choice) => ({
          key: choice.status,
          label: t(choice.label),
          to: `?status=${choice.status}`,
        }))}
        current={status}
      />
      <div aria-busy={revalidator.state === "loading" || undefined}>
        {list.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {t(tab.empty)}
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
        <nav aria-label={t("Other certification pages")} className="flex justify-end gap-2 text-sm">
          <PreviousNextLinks
            previous={page > 1 ? `?status=${status}&page=${page - 1}` : null}
            next={list.next !== null ? `?status=${status}&page=${list.next}` : null}
          />
        </nav>
      )}
    </div>
  );
}
