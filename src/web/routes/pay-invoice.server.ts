import { redirect } from "react-router";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { failedInvoicePayUrl } from "~/server/services/payments/failed-charge";
import { toPageError } from "./page-guards.server";

/**
 * /pay-invoice/{invoiceId}, the link of a failed yearly charge's notification (decision 045): on to
 * the provider's page for that invoice (its owner or an admin); anyone else has the not-found page.
 */
export async function loadPayInvoicePage(
  runtime: Runtime,
  me: SignedInActor,
  invoiceId: string,
): Promise<never> {
  const url = await failedInvoicePayUrl(runtime, me, { invoiceId }).catch(toPageError());
  throw redirect(url);
}
