import { AboutContent } from "~/web/features/info/about-content";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: "About · Ujamaa" },
    {
      name: "description",
      content:
        "Ujamaa connects people to Black-owned businesses in the United States and worldwide: a directory, storefronts, tiered certification and contract opportunities. Educate. Elevate. Empower.",
    },
  ]);

export function loader({ context }: Route.LoaderArgs) {
  return { signedIn: pageOf(context).actor.kind === "user" };
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <AboutContent signedIn={loaderData.signedIn} />;
}
