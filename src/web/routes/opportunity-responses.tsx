import { Link } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { ResponseCard } from "~/web/features/opportunities/response-card";
import { StatusBadge } from "~/web/features/opportunities/status-badge";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/opportunity-responses";
import { loadOpportunityResponses } from "./opportunity-responses.server";
import { signedInOf } from "./page-guards.server";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadOpportunityResponses(params.id, pageOf(context).runtime, signedInOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Answers · ${loaderData.opportunity.title} · Ujamaa` : "Page not found · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export default function OpportunityResponses({ loaderData }: Route.ComponentProps) {
  const { opportunity: o, items } = loaderData;
  const deciding = o.status !== "awarded" && o.status !== "cancelled";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={`/opportunities/${o.id}`}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <Icon name="arrow-left" className="h-4 w-4" />
        Back to the opportunity
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Answers to {o.title}</h1>
        <StatusBadge status={o.status} />
      </div>
      <p className="mt-1 text-stone-600">
        {items.length === 1 ? "1 answer" : `${items.length} answers`}. Only you and administrators see them.
      </p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-md bg-stone-50 p-4 text-stone-700">No business has answered yet.</p>
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
