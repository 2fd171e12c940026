import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/pay-invoice";
import { signedInOf } from "./page-guards.server";
import { loadPayInvoicePage } from "./pay-invoice.server";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPayInvoicePage(pageOf(context).runtime, signedInOf(context), params.invoiceId);
}

/** Never rendered: the loader always redirects (or answers the not-found page). */
export default function PayInvoice() {
  return null;
}
