import { COOKIE_POLICY } from "~/web/features/info/cookie-policy";
import { loadLegalPage } from "~/web/features/info/legal-page.server";

/** The Cookie Policy's title, description and text in the page's language. */
export function loadCookiePolicyPage(request: Request) {
  return loadLegalPage(request, COOKIE_POLICY, "cookiePolicy");
}
