import { loadLegalPage } from "~/web/features/info/legal-page.server";
import { PRIVACY_POLICY } from "~/web/features/info/privacy-policy";

/** The Privacy Policy's title, description and text in the page's language. */
export function loadPrivacyPolicyPage(request: Request) {
  return loadLegalPage(request, PRIVACY_POLICY, "privacyPolicy");
}
