import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import { TERMS_OF_USE } from "~/web/features/info/terms-of-use";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/terms-of-use";
import { loadTermsOfUsePage } from "./terms-of-use.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, legalMeta(TERMS_OF_USE, args.loaderData));

export function loader({ request }: Route.LoaderArgs) {
  return loadTermsOfUsePage(request);
}

export default function TermsOfUsePage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
