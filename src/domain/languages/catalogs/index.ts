import { ACCOUNTS } from "./accounts";
import { BUSINESS } from "./business";
import { CATEGORY_TITLES } from "./categories";
import { CERTIFICATION } from "./certification";
import { CERTIFICATION_ADMIN } from "./certification-admin";
import { ERRORS } from "./errors";
import { LAYOUT } from "./layout";
import { PRIVACY } from "./privacy";
import { REVIEWS } from "./reviews";
import { SEARCH } from "./search";
import { UPLOADS } from "./uploads";
import { VERIFY } from "./verify";

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
  // The API's error messages and the checks' messages, answered in the request's language; the server reads them, no page loads them whole.
  errors: ERRORS,
  certification: CERTIFICATION,
  certificationAdmin: CERTIFICATION_ADMIN,
  verify: VERIFY,
  uploads: UPLOADS,
} as const;

export type Namespace = keyof typeof NAMESPACES;

/** Any message's id: its English text. */
export type MessageId = (typeof NAMESPACES)[Namespace]["ids"][number];
