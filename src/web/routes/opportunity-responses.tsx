import { Link } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { ResponseCard } from "~/web/features/opportunities/response-card";
import { StatusBadge } from "~/web/features/opportunities/status-badge";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/opportunity-responses";
import { loadOpportunityResponses, opportunityResponsesWords } from "./opportunity-responses.server";
import { signedInOf } from "./page-guards.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadOpportunityResponses(params.id, pageOf(context).runtime, signedInOf(context));
  return { ...page, ...opportunityResponsesWords(request, page.opportunity.title) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.title : "Page not found · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export default function OpportunityResponses({ loaderData }: Route.ComponentProps) {
  const { opportunity: o, items } = loaderData;
  const deciding = o.status !== "awarded" && o.status !== "cancelled";
  const t = useT();
  const to = useLocalPath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={to(`/opportunities/${o.id}`)}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("Back to the opportunity")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">
          {t("Answers to {title}", { title: o.title })}
        </h1>
        <StatusBadge status={o.status} />
      </div>
      <p className="mt-1 text-stone-600">
        {t("{count, plural, one {# answer} other {# answers}}. Only you and administrators see them.", {
          count: items.length,
        })}
      </p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-md bg-stone-50 p-4 text-stone-700">{t("No business has answered yet.")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {items.map((answer) => (
            <li key={answer.id}>
              <ResponseCard opportunityId={o.id} answer={answer} deciding={deciding} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
