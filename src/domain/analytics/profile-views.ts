import { isbot } from "isbot";

/**
 * Whether a page request counts as a person's view of a business: a browser's user agent, not a
 * crawler's, a monitor's or a script's (isbot's list), and not a request without one.
 */
export function countsAsView(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}
