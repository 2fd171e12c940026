import { useLocation } from "react-router";
import { AuthScreen } from "~/web/features/accounts/sign-in/auth-screen";
import { pageOf } from "~/web/lib/page-context";
import { withShareTags } from "~/web/lib/share-meta";
import type { Route } from "./+types/auth";
import { loadAuthPage } from "./auth.server";

export const meta: Route.MetaFunction = (args) =>
  withShareTags(args, [
    { title: args.loaderData?.title ?? "Sign In · Ujamaa" },
    {
      name: "description",
      content: args.loaderData?.description ?? "Sign in to Ujamaa or create your account.",
    },
  ]);

export function loader({ context, request, url }: Route.LoaderArgs) {
  return loadAuthPage(pageOf(context), request, url);
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <AuthScreen
      search={search}
      outboxUrl={loaderData.outboxUrl}
      identityProviders={loaderData.identityProviders}
    />
  );
}
