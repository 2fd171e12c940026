import { EULA } from "~/web/features/info/eula";
import { legalMeta } from "~/web/features/info/legal-meta";
import { LegalPage } from "~/web/features/info/legal-page";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/eula";
import { loadEulaPage } from "./eula.server";

export const meta: Route.MetaFunction = (args) => withShareTags(args, legalMeta(EULA, args.loaderData));

export function loader({ request }: Route.LoaderArgs) {
  return loadEulaPage(request);
}

export default function EulaPage() {
  return <LegalPage document={EULA} />;
}
