import { Search } from "lucide-react";
import { Form } from "react-router";
import { listCategories } from "~/server/services/categories/list-categories";
import { CategoryGrid } from "~/web/features/categories/category-grid";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Ujamaa · Discover Black-Owned Businesses" },
  {
    name: "description",
    content: "Find, explore, and support Black-owned businesses across the United States and worldwide.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await listCategories(context.runtime.database.db, "count") };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-16 text-white md:py-24">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">Discover Black-Owned Businesses</h1>
          <p className="mt-4 text-lg text-brand-100">
            Find, explore, and support Black-owned businesses across the United States and worldwide.
          </p>
          <Form method="get" action="/businesses" role="search" className="mx-auto mt-8 flex max-w-xl gap-2">
            <label htmlFor="hero-search" className="sr-only">
              Search businesses
            </label>
            <input
              id="hero-search"
              name="keyword"
              type="search"
              maxLength={200}
              placeholder="Search businesses..."
              className="h-12 flex-1 rounded-md border-0 bg-white px-4 text-stone-900 placeholder:text-stone-500"
            />
            <button
              type="submit"
              className="inline-flex h-12 items-center gap-2 rounded-md bg-gold-400 px-5 font-semibold text-stone-900 hover:bg-gold-500"
            >
              <Search aria-hidden="true" className="h-5 w-5" />
              Search
            </button>
          </Form>
        </div>
      </section>
      <section aria-labelledby="categories-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="categories-title" className="mb-6 text-2xl font-bold">
          Browse by Category
        </h2>
        <CategoryGrid categories={loaderData.categories} />
      </section>
    </>
  );
}
