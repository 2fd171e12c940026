import { COOKIE_POLICY } from "~/web/features/info/cookie-policy";
import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = () => legalMeta(COOKIE_POLICY);

export default function CookiePolicyPage() {
  return <LegalPage document={COOKIE_POLICY} />;
}
