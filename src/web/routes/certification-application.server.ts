import { monthName } from "~/domain/shared/format-date";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getApplicationPage } from "~/server/services/certification/get-application-page";
import { toPageError } from "./page-guards.server";

/**
 * /certification/{businessId}: the application of one business, for its owner or an admin (anyone
 * else gets the not-found page, as for an unknown business), with the affidavit's prefill.
 */
export async function loadApplicationPage(runtime: Runtime, me: SignedInActor, businessId: string) {
  const page = await getApplicationPage(runtime, me, { businessId }).catch(toPageError());
  const today = runtime.now();
  const b = page.business;
  const affidavit = {
    state: b.state ?? "",
    county: "",
    declarantName: me.name,
    businessName: b.name,
    businessAddress: b.address ?? "",
    city: b.city ?? "",
    state2: b.state ?? "",
    zipCode: b.zip_code ?? "",
    executionDay: String(today.getUTCDate()),
    executionMonth: monthName(today),
    executionYear: String(today.getUTCFullYear()),
    printedName: me.name,
    title: "",
    phoneNumber: b.phone ?? "",
    emailAddress: me.email,
    notaryDay: "",
    notaryMonth: "",
    notaryYear: "",
    notaryPublic: "",
    commissionExpires: "",
    ownershipConfirmed: false,
  };
  return { page, affidavit, now: today.toISOString() };
}
