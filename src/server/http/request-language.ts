import type { Context } from "hono";
import { type Language, preferredLanguage } from "~/domain/languages/languages";

/**
 * The language an API client asked for (Accept-Language; the site's pages send their own), undefined when it
 * asked for none of ours.
 */
export const askedLanguage = (c: Context): Language | undefined =>
  preferredLanguage(c.req.header("Accept-Language")) ?? undefined;
