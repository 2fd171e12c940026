import { useLocation } from "react-router";
import { DirectoryFilterPanel } from "~/web/features/directory/directory-filter-panel";
import { DirectoryResults } from "~/web/features/directory/directory-results";
import { FilterChips } from "~/web/features/directory/filter-chips";
import { HeroSearch } from "~/web/features/search/hero-search";
import type { Route } from "./+types/directory";
import { loadDirectory } from "./directory.server";

export const meta: Route.MetaFunction = () => [
  { title: "Business Directory · Ujamaa" },
  {
    name: "description",
    content: "Browse Black-owned businesses by location, category and certification tier.",
  },
];

export function loader({ url, context }: Route.LoaderArgs) {
  return loadDirectory(url, context.runtime);
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { results, filters, now } = loaderData;
  const location = useLocation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-12 text-white md:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Explore the Directory</h1>
          <p className="mt-3 text-brand-100">
            Discover certified and verified Black-owned businesses, with Preferred members first.
          </p>
          <HeroSearch
            key={location.search}
            action="/directory"
            name="search"
            defaultValue={filters.search}
            requireText
          />
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
        <DirectoryFilterPanel key={`filters${location.search}`} filters={filters} />
        <FilterChips filters={filters} />
        <DirectoryResults
          key={`results${location.search}`}
          load={results}
          filters={filters}
          now={now}
          currentHref={`${location.pathname}${location.search}`}
        />
      </div>
    </>
  );
}
