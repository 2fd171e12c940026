import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/web/components/ui/icon";
import { useFormat, useLocalPath, useT } from "~/web/features/languages/language-context";
import type { Opportunity } from "~/web/lib/api/opportunities";
import { OpportunityNaics } from "./opportunity-naics";
import { useOpportunityWords } from "./opportunity-words";
import { RequirementChips } from "./requirement-chips";

type OpportunityCardProps = {
  opportunity: Opportunity;
  /** The loader's clock, so the server and the browser print the same 'Posted …'. */
  now: Date;
  /** Edit and Close, for its poster or an admin. */
  actions?: ReactNode;
};

/** One opportunity in the list (part 2 §2). */
export function OpportunityCard({ opportunity: o, now, actions }: OpportunityCardProps) {
  const t = useT();
  const to = useLocalPath();
  const format = useFormat();
  const words = useOpportunityWords();
  return (
    <article
      aria-labelledby={`opportunity-${o.id}`}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`opportunity-${o.id}`} className="text-lg font-semibold leading-snug text-stone-900">
          <Link to={to(`/opportunities/${o.id}`)} className="hover:underline">
            {o.title}
          </Link>
        </h2>
        {o.category && (
          <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            {words.category(o.category)}
          </span>
        )}
      </div>
      <p className="flex items-center gap-1.5 text-sm font-medium text-stone-700">
        <Icon name="building" className="h-4 w-4 text-stone-500" />
        {o.company_name}
      </p>
      {o.description && <p className="line-clamp-3 text-sm text-stone-600">{o.description}</p>}
      <dl className="grid gap-1.5 text-sm text-stone-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <Icon name="dollar-sign" className="h-4 w-4 text-stone-500" />
            <span className="sr-only">{t("Budget")}</span>
          </dt>
          <dd>{words.budget(o.budget_min, o.budget_max)}</dd>
        </div>
        {o.location && (
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon name="map-pin" className="h-4 w-4 text-stone-500" />
              <span className="sr-only">{t("Location")}</span>
            </dt>
            <dd>{o.location}</dd>
          </div>
        )}
        {o.deadline && (
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon name="calendar" className="h-4 w-4 text-stone-500" />
              <span className="sr-only">{t("Deadline")}</span>
            </dt>
            <dd>{format.day(o.deadline)}</dd>
          </div>
        )}
      </dl>
      <RequirementChips requirements={o.requirements} />
      <OpportunityNaics opportunity={o} compact />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <p className="text-xs text-stone-500">{words.posted(o.created_at, now)}</p>
        {actions}
      </div>
    </article>
  );
}
