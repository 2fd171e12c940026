import { redirect } from "react-router";
import { AppError } from "~/server/errors";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { startRenewalOf } from "~/server/services/payments/start-checkout";
import { pageErrorOf } from "./page-guards.server";

/**
 * /renew/{businessId}, the one-click link of the renewal reminders (decision 045): the owner (or an
 * admin; anyone else has the not-found page from the layout's guard) goes straight to the renewal
 * checkout. When renewal by payment is closed (past the grace period, revoked, not certified), the page
 * says why and leads to the application page.
 */
export async function loadRenewPage(runtime: Runtime, me: SignedInActor, businessId: string) {
  let url: string;
  try {
    ({ url } = await startRenewalOf(runtime, me, { businessId }));
  } catch (error) {
    if (error instanceof AppError && (error.code === "conflict" || error.code === "unavailable")) {
      return { businessId, message: error.message };
    }
    throw pageErrorOf(error);
  }
  throw redirect(url);
}
