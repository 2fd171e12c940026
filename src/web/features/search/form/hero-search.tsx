import { MAX_KEYWORD_LENGTH } from "~/domain/search/search-keys";
import { Icon } from "~/web/components/ui/icon";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import type { SearchPage } from "~/web/features/search/search-pages";
import { useSearchSubmit } from "./search-form";

type HeroSearchProps = {
  /** Where the search goes: the listing (param keyword) or the directory (param search). */
  page: SearchPage;
  defaultValue?: string;
  /** When set, a blank box does nothing (the directory) instead of opening the plain page (home). */
  requireText?: boolean;
};

/**
 * The hero's search box. A plain GET form (works without JavaScript); with JavaScript a blank
 * box leads to the plain page instead of an empty query.
 */
export function HeroSearch({ page, defaultValue, requireText = false }: HeroSearchProps) {
  const submit = useSearchSubmit(page, false);
  const t = useT();
  const local = useLocalPath();
  const name = page.names?.keyword ?? "keyword";
  return (
    <search className="mx-auto mt-8 block max-w-xl">
      <form
        method="get"
        action={local(page.path)}
        className="flex gap-2"
        onSubmit={(event) => {
          const text = new FormData(event.currentTarget).get(name);
          if (requireText && (typeof text !== "string" || text.trim() === "")) event.preventDefault();
          else submit(event);
        }}
      >
        <label htmlFor={`hero-${name}`} className="sr-only">
          {t("Search businesses")}
        </label>
        <input
          id={`hero-${name}`}
          name={name}
          type="search"
          maxLength={MAX_KEYWORD_LENGTH}
          defaultValue={defaultValue}
          placeholder={t("Search businesses...")}
          className="h-12 min-w-0 flex-1 rounded-md border-0 bg-white px-4 text-stone-900 placeholder:text-stone-500"
        />
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-md bg-gold-400 px-4 font-semibold text-stone-900 hover:bg-gold-500 sm:px-5"
        >
          <Icon name="search" className="h-5 w-5" />
          <span>{t("Search")}</span>
        </button>
      </form>
    </search>
  );
}
