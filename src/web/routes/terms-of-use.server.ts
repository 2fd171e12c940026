import { loadLegalPage } from "~/web/features/info/legal-page.server";
import { TERMS_OF_USE } from "~/web/features/info/terms-of-use";

/** The Terms of Use's title, description and text in the page's language. */
export function loadTermsOfUsePage(request: Request) {
  return loadLegalPage(request, TERMS_OF_USE, "termsOfUse");
}
