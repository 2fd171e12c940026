import { Link } from "react-router";
import type { Category } from "~/domain/categories/category-schema";
import { CategoryIcon } from "./category-icon";

export function CategoryGrid({ categories }: { categories: Category[] }) {
  if (categories.length === 0) {
    return <p className="text-stone-600">No categories yet.</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/businesses?category=${category.slug}`}
            className="flex h-full flex-col items-start gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm transition hover:border-brand-600 hover:shadow sm:flex-row sm:items-center sm:gap-3 sm:p-4"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
              <CategoryIcon name={category.icon_name} className="h-5 w-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold leading-tight break-words hyphens-auto">
                {category.title}
              </span>
              <span className="text-sm text-stone-600">{`${category.count} Businesses`}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
