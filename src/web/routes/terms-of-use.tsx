import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import { TERMS_OF_USE } from "~/web/features/info/terms-of-use";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/terms-of-use";

export const meta: Route.MetaFunction = (args) => withShareTags(args, legalMeta(TERMS_OF_USE));

export default function TermsOfUsePage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
