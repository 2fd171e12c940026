import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import { PRIVACY_POLICY } from "~/web/features/info/privacy-policy";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/privacy-policy";
import { loadPrivacyPolicyPage } from "./privacy-policy.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, legalMeta(PRIVACY_POLICY, args.loaderData));

export function loader({ request }: Route.LoaderArgs) {
  return loadPrivacyPolicyPage(request);
}

export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
