import { EULA } from "~/web/features/info/eula";
import { loadLegalPage } from "~/web/features/info/legal-page.server";

/** The End User License Agreement's title, description and text in the page's language. */
export function loadEulaPage(request: Request) {
  return loadLegalPage(request, EULA, "eula");
}
