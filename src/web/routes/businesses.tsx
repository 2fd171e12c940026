import { useLocation } from "react-router";
import { SearchForm } from "~/web/features/search/form/search-form";
import { BusinessResults } from "~/web/features/search/results/business-results";
import { listingText } from "~/web/features/search/search-page-text.server";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/businesses";
import { loadListing } from "./businesses.server";

export const meta: Route.MetaFunction = (args) => {
  const keyword = args.loaderData?.results.search.keyword;
  return withShareTags(args, [
    {
      title:
        args.loaderData?.title ??
        (keyword ? `"${keyword}" · Search Results · Ujamaa` : "Search Results · Ujamaa"),
    },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Search Black-owned businesses by name, category, location and country.",
    },
  ]);
};

export function loader({ request, url, context }: Route.LoaderArgs) {
  return loadListing(url, pageOf(context).runtime, pageOf(context).actor, (keyword) =>
    listingText(request, keyword),
  );
}

export default function Businesses({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { results, categories, now, viewer } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <SearchForm key={`form${location.search}`} variant="search" search={results.search} />
      <BusinessResults
        key={`results${location.search}`}
        load={results}
        categories={categories}
        now={now}
        viewer={viewer}
        headingLevel={1}
      />
    </div>
  );
}
