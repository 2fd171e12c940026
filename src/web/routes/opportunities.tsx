import { data, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { OpportunitiesEmpty } from "~/web/features/opportunities/opportunities-empty";
import { OpportunityActions } from "~/web/features/opportunities/opportunity-actions";
import { OpportunityCard } from "~/web/features/opportunities/opportunity-card";
import { OpportunityCardsSkeleton } from "~/web/features/opportunities/opportunity-cards-skeleton";
import { OpportunityFilters } from "~/web/features/opportunities/opportunity-filters";
import { OpportunityPager } from "~/web/features/opportunities/opportunity-pager";
import { useOpportunityEditor } from "~/web/features/opportunities/use-opportunity-editor";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/opportunities";
import { loadOpportunities, opportunitiesPageWords } from "./opportunities.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadOpportunities(new URL(request.url), pageOf(context).runtime, pageOf(context).actor);
  return data({ ...page.data, ...opportunitiesPageWords(request) }, page.init ?? undefined);
}

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: args.loaderData?.title ?? "Contract Opportunities · Ujamaa" },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Open contract opportunities for Black-owned businesses: technology, marketing, consulting, design, construction and more.",
    },
  ]);

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  const { result, query, invalid, now } = loaderData;
  const t = useT();
  const to = useLocalPath();
  const location = useLocation();
  const navigation = useNavigation();
  const editor = useOpportunityEditor();
  const loading = navigation.state === "loading" && navigation.location.pathname === to("/opportunities");
  const category = "category" in query ? query.category : undefined;
  const place = "location" in query ? query.location : undefined;
  const naics = "naics" in query ? query.naics : undefined;
  const filtered = Boolean(category || place || naics);
  const date = new Date(now);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t("Contract Opportunities")}</h1>
          <p className="mt-1 text-stone-600">
            {t("Open contracts from companies looking for businesses like yours.")}
          </p>
        </div>
        <Button onClick={editor.post} className="self-start sm:self-auto">
          <Icon name="plus" className="h-4 w-4" />
          {t("Post Opportunity")}
        </Button>
      </div>
      <div className="mt-6">
        <OpportunityFilters category={category} location={place} naics={naics} />
      </div>
      <section className="mt-6" aria-label={t("Opportunities")} aria-busy={loading || undefined}>
        {invalid ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
            {t("These filters are not valid.")}{" "}
            <Link to={to("/opportunities")} className="underline">
              {t("Show all opportunities")}
            </Link>
          </p>
        ) : loading ? (
          <OpportunityCardsSkeleton />
        ) : result.items.length === 0 ? (
          <OpportunitiesEmpty filtered={filtered} onPost={editor.post} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {result.items.map((opportunity) => (
              <li key={opportunity.id} className="flex">
                <OpportunityCard
                  opportunity={opportunity}
                  now={date}
                  actions={
                    <OpportunityActions
                      opportunity={opportunity}
                      onEdit={editor.edit}
                      onClose={editor.close}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {!loading && (
        <OpportunityPager
          page={query.page}
          total={result.total}
          next={result.next}
          search={location.search}
        />
      )}
      {editor.dialogs}
    </div>
  );
}
