import { ACCOUNTS } from "./accounts";
import { BUSINESS } from "./business";
import { CATEGORY_TITLES } from "./categories";
import { LAYOUT } from "./layout";
import { PLACES } from "./places";
import { PRIVACY } from "./privacy";
import { REVIEWS } from "./reviews";
import { SEARCH } from "./search";
import { STOREFRONT } from "./storefront";

/**
 * Every namespace of messages (decision 062). The root loads `layout`, `categories` and `privacy` (the
 * prompts and banners) for every page; a page's loader adds the namespaces its components speak, so a
 * page carries only its language's messages for itself.
 */
export const NAMESPACES = {
  layout: LAYOUT,
  categories: CATEGORY_TITLES,
  search: SEARCH,
  business: BUSINESS,
  reviews: REVIEWS,
  privacy: PRIVACY,
  accounts: ACCOUNTS,
  places: PLACES,
  storefront: STOREFRONT,
} as const;

export type Namespace = keyof typeof NAMESPACES;

/** Any message's id: its English text. */
export type MessageId = (typeof NAMESPACES)[Namespace]["ids"][number];
