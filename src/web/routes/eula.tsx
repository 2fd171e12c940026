import { EULA } from "~/web/features/info/eula";
import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/eula";

export const meta: Route.MetaFunction = (args) => withShareTags(args, legalMeta(EULA));

export default function EulaPage() {
  return <LegalPage document={EULA} />;
}
