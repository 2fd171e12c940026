import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** The namespaces the search pages speak (the business cards' `business` joins them when it exists). */
const NAMESPACES = ["search", "business", "countries"] as const;

/** What a search page's loader adds: its messages, and its title and description for `meta`, in the page's language. */
export type SearchPageText = {
  messages: ReturnType<typeof pageMessages>;
  title: string;
  description: string;
};

/** Home's messages, title and description. */
export function homeText(request: Request): SearchPageText {
  const t = pageTranslator(request, NAMESPACES);
  return {
    messages: pageMessages(request, NAMESPACES),
    title: t("Ujamaa · Discover Black-Owned Businesses"),
    description: t(
      "Find, explore, and support Black-owned businesses across the United States and worldwide.",
    ),
  };
}

/** /businesses: the title names the keyword searched, if any. */
export function listingText(request: Request, keyword: string | undefined): SearchPageText {
  const t = pageTranslator(request, NAMESPACES);
  return {
    messages: pageMessages(request, NAMESPACES),
    title: keyword ? t('"{keyword}" · Search Results · Ujamaa', { keyword }) : t("Search Results · Ujamaa"),
    description: t("Search Black-owned businesses by name, category, location and country."),
  };
}

/** /directory's messages, title and description. */
export function directoryText(request: Request): SearchPageText {
  const t = pageTranslator(request, NAMESPACES);
  return {
    messages: pageMessages(request, NAMESPACES),
    title: t("Business Directory · Ujamaa"),
    description: t("Browse Black-owned businesses by location, category and certification tier."),
  };
}
