import { Link } from "react-router";
import type { Category } from "~/domain/categories/category-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { useFormat, useLanguage, useLocalPath, useT } from "~/web/features/languages/language-context";
import { CategoryIcon } from "./category-icon";

export function CategoryGrid({ categories }: { categories: Category[] }) {
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  const format = useFormat();
  if (categories.length === 0) {
    return <p className="text-stone-600">{t("No categories yet.")}</p>;
  }
  // English writes a count as it always has ("1250 Businesses"); the other languages with their separators.
  const n = (count: number) => (language === "en" ? String(count) : format.number(count));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={local(`/businesses?category=${category.slug}`)}
            className="flex h-full flex-col items-start gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm transition hover:border-brand-600 hover:shadow sm:flex-row sm:items-center sm:gap-3 sm:p-4"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
              <CategoryIcon name={category.icon_name} className="h-5 w-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold leading-tight break-words hyphens-auto">
                {t(category.title as MessageId)}
              </span>
              <span className="text-sm text-stone-600">
                {t("{count, plural, other {{n} Businesses}}", {
                  count: category.count,
                  n: n(category.count),
                })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
