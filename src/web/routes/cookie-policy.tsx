import { COOKIE_POLICY } from "~/web/features/info/cookie-policy";
import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/cookie-policy";
import { loadCookiePolicyPage } from "./cookie-policy.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, legalMeta(COOKIE_POLICY, args.loaderData));

export function loader({ request }: Route.LoaderArgs) {
  return loadCookiePolicyPage(request);
}

export default function CookiePolicyPage() {
  return <LegalPage document={COOKIE_POLICY} />;
}
