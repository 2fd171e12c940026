import { useLocation } from "react-router";
import { useT } from "~/web/features/languages/language-context";
import { HeroSearch } from "~/web/features/search/form/hero-search";
import { SearchForm } from "~/web/features/search/form/search-form";
import { DirectoryResults } from "~/web/features/search/results/directory-results";
import { FilterChips } from "~/web/features/search/results/filter-chips";
import { directoryText } from "~/web/features/search/search-page-text.server";
import { DIRECTORY_PAGE } from "~/web/features/search/search-pages";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/directory";
import { loadDirectory } from "./directory.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: args.loaderData?.title ?? "Business Directory · Ujamaa" },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Browse Black-owned businesses by location, category and certification tier.",
    },
  ]);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return { ...(await loadDirectory(url, pageOf(context).runtime)), ...directoryText(request) };
}

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { results, now } = loaderData;
  const { search } = results;
  const location = useLocation();
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-12 text-white md:py-16">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t("Explore the Directory")}</h1>
          <p className="mt-3 text-brand-100">
            {t("Discover certified and verified Black-owned businesses, with Preferred members first.")}
          </p>
          <HeroSearch key={location.search} page={DIRECTORY_PAGE} defaultValue={search.keyword} requireText />
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-8">
        <SearchForm key={`filters${location.search}`} variant="directory" search={search} />
        <FilterChips search={search} />
        <DirectoryResults key={`results${location.search}`} load={results} now={now} />
      </div>
    </>
  );
}
