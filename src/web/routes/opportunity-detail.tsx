import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { useFormat, useLocalPath, useT } from "~/web/features/languages/language-context";
import { OpportunityActions } from "~/web/features/opportunities/opportunity-actions";
import { OpportunityNaics } from "~/web/features/opportunities/opportunity-naics";
import { useOpportunityWords } from "~/web/features/opportunities/opportunity-words";
import { StatusBadge } from "~/web/features/opportunities/status-badge";
import { useOpportunityEditor } from "~/web/features/opportunities/use-opportunity-editor";
import { deadlineCalendarHref } from "~/web/lib/api/opportunities";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/opportunity-detail";
import { loadOpportunityPage, opportunityPageWords } from "./opportunity-detail.server";

/** A signed-in owner's answers and the answer form (with its schema), loaded only for them. */
const AnswerSection = lazy(() =>
  import("~/web/features/opportunities/answer-section").then((module) => ({ default: module.AnswerSection })),
);

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const page = await loadOpportunityPage(params.id, url, pageOf(context).runtime, pageOf(context).actor);
  return { ...page, ...opportunityPageWords(request, page.opportunity) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [{ title: "Page not found · Ujamaa" }];
  const o = data.opportunity;
  return withShareTags(args, [
    { title: data.title },
    { name: "description", content: data.description },
    { tagName: "link", rel: "canonical", href: data.pageUrl },
    { property: "og:title", content: o.title },
    { property: "og:url", content: data.pageUrl },
    ...(o.status === "open" ? [] : [{ name: "robots", content: "noindex" }]),
  ]);
};

export default function OpportunityDetail({ loaderData }: Route.ComponentProps) {
  const { opportunity: o, mine, now, jsonLd } = loaderData;
  const editor = useOpportunityEditor();
  const t = useT();
  const to = useLocalPath();
  const format = useFormat();
  const words = useOpportunityWords();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Link
        to={to("/opportunities")}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("All opportunities")}
      </Link>
      <article className="mt-4 rounded-lg border border-stone-200 bg-white p-6">
        <div className="flex flex-wrap items-center gap-2">
          {o.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {words.category(o.category)}
            </span>
          )}
          <StatusBadge status={o.status} />
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{o.title}</h1>
        <p className="mt-1 flex items-center gap-1.5 font-medium text-stone-700">
          <Icon name="building" className="h-4 w-4 text-stone-500" />
          {o.company_name}
        </p>
        {o.status === "awarded" && (
          <p className="mt-2 text-sm font-medium text-amber-900">
            {o.awarded_to ? t("Awarded to {name}", { name: o.awarded_to }) : t("Awarded")}
          </p>
        )}
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500">{t("Budget")}</dt>
            <dd className="font-medium text-stone-900">{words.budget(o.budget_min, o.budget_max)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t("Location")}</dt>
            <dd className="font-medium text-stone-900">{o.location ?? t("Not specified")}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t("Deadline")}</dt>
            <dd className="font-medium text-stone-900">{o.deadline ? format.day(o.deadline) : t("None")}</dd>
            {o.deadline && (
              <dd className="mt-1">
                <a
                  href={deadlineCalendarHref(o.id)}
                  className="inline-flex min-h-6 items-center gap-1 text-sm text-brand-700 hover:underline"
                >
                  <Icon name="calendar" className="h-4 w-4" />
                  {t("Add to calendar")}
                </a>
              </dd>
            )}
          </div>
        </dl>
        {o.description && (
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{t("Description")}</h2>
            <p className="mt-2 whitespace-pre-line text-stone-700">{o.description}</p>
          </section>
        )}
        {o.requirements.length > 0 && (
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{t("Requirements")}</h2>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-stone-700">
              {o.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        <OpportunityNaics opportunity={o} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
          <p className="text-sm text-stone-500">{words.posted(o.created_at, new Date(now))}</p>
          <div className="flex flex-wrap items-center gap-2">
            {o.can_manage && (
              <Link
                to={`/opportunities/${o.id}/responses`}
                className="inline-flex h-9 items-center rounded-md border border-stone-300 px-3 text-sm font-medium hover:bg-stone-100"
              >
                {t("See the answers")}
              </Link>
            )}
            <OpportunityActions opportunity={o} onEdit={editor.edit} onClose={editor.close} />
          </div>
        </div>
      </article>
      {mine && (
        <Suspense fallback={null}>
          <AnswerSection opportunityId={o.id} mine={mine} />
        </Suspense>
      )}
      {editor.dialogs}
    </div>
  );
}
