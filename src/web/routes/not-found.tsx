import { data } from "react-router";
import { NotFound } from "~/web/app-shell/not-found";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  const path = url.pathname;
  pageOf(context).runtime.logger.warn({ path }, "404: page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found · Ujamaa" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
