import { eq } from "drizzle-orm";
import { isNaicsCode, naicsSectorTitle, naicsTitle } from "~/domain/procurement/naics-list";
import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import {
  NAICS_EDITION,
  naicsSector,
  serviceAreaCode,
  serviceAreaLabel,
} from "~/domain/procurement/procurement-rules";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses, type procurementProfiles } from "~/server/db/schema";
import { AppError } from "~/server/errors";

export type ProcurementRow = typeof procurementProfiles.$inferSelect;

export const BUSINESS_NOT_FOUND = "Business not found.";

/** The business a profile belongs to (its owner and whether it is listed); 404 when there is none. */
export async function findProfileBusiness(db: Db, id: string) {
  if (!isUuid(id)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [business] = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId, isActive: businesses.isActive })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  if (!business) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  return business;
}

/**
 * A profile as the API answers it. `manages` (the owner or an admin) sees the customers the owner
 * hid; everyone else reads null in their place. No row: an empty profile. Its other certifications
 * are read beside it (other-certification-rows.ts), as `manages` reads them.
 */
export function toProcurementProfile(
  businessId: string,
  row: ProcurementRow | undefined,
  manages: boolean,
  otherCertifications: OtherCertification[],
): ProcurementProfile {
  const codes = (row?.naicsCodes ?? []).filter(isNaicsCode);
  return {
    business_id: businessId,
    naics_edition: NAICS_EDITION,
    naics: codes.map((code) => ({
      code,
      title: naicsTitle(code)!,
      sector: naicsSector(code),
      sector_title: naicsSectorTitle(code) ?? "",
    })),
    capabilities: row?.capabilities ?? null,
    differentiators: row?.differentiators ?? null,
    service_areas: (row?.serviceAreas ?? []).map((area) => ({
      country: area.country,
      region: area.region,
      code: serviceAreaCode(area),
      label: serviceAreaLabel(area),
    })),
    past_performance: (row?.pastPerformance ?? []).map((entry) => ({
      customer: entry.hide_customer && !manages ? null : entry.customer,
      scope: entry.scope,
      year: entry.year,
      value_range: (entry.value_range ??
        null) as ProcurementProfile["past_performance"][number]["value_range"],
      hide_customer: entry.hide_customer,
    })),
    uei: row?.uei ?? null,
    cage: row?.cage ?? null,
    other_certifications: otherCertifications,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
