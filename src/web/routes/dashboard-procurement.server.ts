import { AppError } from "~/server/errors";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getProcurementProfile } from "~/server/services/procurement/get-procurement-profile";
import type { ProcurementLoad } from "~/web/features/procurement/procurement-load";

/**
 * /dashboard/procurement/{businessId} (signed in: its layout's guard): the procurement profile the
 * business form's "For buyers" section edits, read by its fetcher, as its owner or an admin reads it
 * (hidden customers included). A refusal is a message for the section, never the whole page.
 */
export async function loadDashboardProcurement(
  runtime: Runtime,
  me: SignedInActor,
  businessId: string,
): Promise<ProcurementLoad> {
  try {
    return { profile: await getProcurementProfile(runtime, me, { businessId }), error: null };
  } catch (error) {
    if (error instanceof AppError) return { profile: null, error: error.message };
    runtime.logger.error({ err: error }, "procurement profile unreadable");
    return { profile: null, error: "Something went wrong. Please try again." };
  }
}
