import { FeaturedBusinesses } from "~/web/features/businesses/card/featured-businesses";
import { ListYourBusiness } from "~/web/features/businesses/list-your-business";
import { CategoryGrid } from "~/web/features/categories/category-grid";
import { useT } from "~/web/features/languages/language-context";
import { HeroSearch } from "~/web/features/search/form/hero-search";
import { SearchForm } from "~/web/features/search/form/search-form";
import { BusinessResults } from "~/web/features/search/results/business-results";
import { homeText } from "~/web/features/search/search-page-text.server";
import { LISTING_PAGE } from "~/web/features/search/search-pages";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: args.loaderData?.title ?? "Ujamaa · Discover Black-Owned Businesses" },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Find, explore, and support Black-owned businesses across the United States and worldwide.",
    },
  ]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadHome(pageOf(context).runtime, pageOf(context).actor)), ...homeText(request) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured, results, tabs, now, viewer, signedIn } = loaderData;
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-16 text-white md:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">
            {t("Discover Black-Owned Businesses")}
          </h1>
          <p className="mt-4 text-lg text-brand-100">
            {t("Find, explore, and support Black-owned businesses across the United States and worldwide.")}
          </p>
          <HeroSearch page={LISTING_PAGE} />
        </div>
      </section>
      <section aria-label={t("Detailed search")} className="mx-auto -mt-8 max-w-6xl px-4">
        <SearchForm variant="search" />
      </section>
      <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="categories-title" className="mb-6 text-2xl font-bold">
          {t("Browse by Category")}
        </h2>
        <CategoryGrid categories={categories} />
      </section>
      <FeaturedBusinesses businesses={featured} now={now} viewer={viewer} />
      <ListYourBusiness signedIn={signedIn} />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <BusinessResults load={results} categories={tabs} now={now} viewer={viewer} />
      </div>
    </>
  );
}
