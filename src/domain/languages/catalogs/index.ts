import { ACCOUNTS } from "./accounts";
import { ADMIN } from "./admin";
import { BUSINESS } from "./business";
import { CATEGORY_TITLES } from "./categories";
import { COUNTRIES } from "./countries";
import { HUB } from "./hub";
import { LAYOUT } from "./layout";
import { NOTIFICATIONS } from "./notifications";
import { PRIVACY } from "./privacy";
import { REVIEWS } from "./reviews";
import { SEARCH } from "./search";
import { SETTINGS } from "./settings";
import { UI } from "./ui";
import { WALKTHROUGH } from "./walkthrough";

/**
 * Every namespace of messages (decision 062). The root loads `layout`, `categories`, `privacy` (the
 * prompts and banners) and `ui` (the shared controls) for every page, `notifications` for a member and
 * `walkthrough` for one who has not done it; a page's loader adds the namespaces its components speak,
 * so a page carries only its language's messages for itself.
 */
export const NAMESPACES = {
  layout: LAYOUT,
  categories: CATEGORY_TITLES,
  search: SEARCH,
  business: BUSINESS,
  reviews: REVIEWS,
  privacy: PRIVACY,
  accounts: ACCOUNTS,
  countries: COUNTRIES,
  ui: UI,
  notifications: NOTIFICATIONS,
  walkthrough: WALKTHROUGH,
  hub: HUB,
  settings: SETTINGS,
  admin: ADMIN,
} as const;

export type Namespace = keyof typeof NAMESPACES;

/** Any message's id: its English text. */
export type MessageId = (typeof NAMESPACES)[Namespace]["ids"][number];
