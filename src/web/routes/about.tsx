import { AboutContent } from "~/web/features/info/about-content";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/about";
import { loadAboutPage } from "./about.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: args.loaderData?.title ?? "About · Ujamaa" },
    {
      name: "description",
      content:
        args.loaderData?.description ??
        "Ujamaa connects people to Black-owned businesses in the United States and worldwide: a directory, storefronts, tiered certification and contract opportunities. Educate. Elevate. Empower.",
    },
  ]);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAboutPage(pageOf(context), request);
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <AboutContent signedIn={loaderData.signedIn} />;
}
