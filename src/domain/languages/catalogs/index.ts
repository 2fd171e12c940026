import { ACCOUNTS } from "./accounts";
import { ADMIN } from "./admin";
import { BUSINESS } from "./business";
import { CATEGORY_TITLES } from "./categories";
import { CERTIFICATION } from "./certification";
import { CERTIFICATION_ADMIN } from "./certification-admin";
import { COOKIE_POLICY_TEXT } from "./cookie-policy";
import { COUNTRIES } from "./countries";
import { ERRORS } from "./errors";
import { EULA_TEXT } from "./eula";
import { HUB } from "./hub";
import { INFO } from "./info";
import { LAYOUT } from "./layout";
import { LEGAL } from "./legal";
import { MAIL } from "./mail";
import { NOTICES } from "./notices";
import { NOTIFICATIONS } from "./notifications";
import { OPPORTUNITIES } from "./opportunities";
import { PLACES } from "./places";
import { PRIVACY } from "./privacy";
import { PRIVACY_POLICY_TEXT } from "./privacy-policy";
import { PROCUREMENT } from "./procurement";
import { REVIEWS } from "./reviews";
import { SEARCH } from "./search";
import { SETTINGS } from "./settings";
import { STOREFRONT } from "./storefront";
import { TERMS_OF_USE_TEXT } from "./terms-of-use";
import { UI } from "./ui";
import { UPLOADS } from "./uploads";
import { VENDOR_LISTS } from "./vendor-lists";
import { VERIFY } from "./verify";
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
  // The API's error messages and the checks' messages, answered in the request's language; the server reads them, no page loads them whole.
  errors: ERRORS,
  certification: CERTIFICATION,
  certificationAdmin: CERTIFICATION_ADMIN,
  verify: VERIFY,
  uploads: UPLOADS,
  /** The About and Contact pages. */
  info: INFO,
  /** What the four legal pages share; each then loads its own document's namespace. */
  legal: LEGAL,
  privacyPolicy: PRIVACY_POLICY_TEXT,
  termsOfUse: TERMS_OF_USE_TEXT,
  eula: EULA_TEXT,
  cookiePolicy: COOKIE_POLICY_TEXT,
  countries: COUNTRIES,
  ui: UI,
  notifications: NOTIFICATIONS,
  walkthrough: WALKTHROUGH,
  hub: HUB,
  settings: SETTINGS,
  admin: ADMIN,
  opportunities: OPPORTUNITIES,
  procurement: PROCUREMENT,
  vendorLists: VENDOR_LISTS,
  /** Every e-mail, in its recipient's language; the server reads them, no page loads them. */
  mail: MAIL,
  /** The in-app notifications and the text messages, in their recipient's language; the server reads them, no page loads them. */
  notices: NOTICES,
  places: PLACES,
  storefront: STOREFRONT,
} as const;

export type Namespace = keyof typeof NAMESPACES;

/** Any message's id: its English text. */
export type MessageId = (typeof NAMESPACES)[Namespace]["ids"][number];
