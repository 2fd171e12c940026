import { eq } from "drizzle-orm";
import { canDownloadCertificate } from "~/domain/certification/badges";
import { type Paper, paperForCountry } from "~/domain/places/paper";
import { VALUE_RANGE_LABELS } from "~/domain/procurement/value-ranges";
import { formatLongDay } from "~/domain/shared/format-date";
import { isUuid } from "~/domain/shared/is-uuid";
import type { Db } from "~/server/db/client";
import { businesses, procurementProfiles } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { type Actor, isOwnerOrAdmin } from "~/server/policy";
import { listOtherCertifications } from "~/server/services/procurement/other-certification-rows";
import { BUSINESS_NOT_FOUND, toProcurementProfile } from "~/server/services/procurement/procurement-rows";

/** Everything a capability statement shows, and nothing else: its hash names the rendered file. */
export type CapabilityStatementData = {
  paper: Paper;
  name: string;
  category: string;
  /** City, region and country; the street too unless the business shows only its area. */
  place: string;
  contacts: { label: string; value: string }[];
  logoUrl: string | null;
  pageUrl: string;
  summary: string | null;
  differentiators: string | null;
  naicsEdition: string;
  naics: { code: string; title: string }[];
  serviceAreas: string[];
  pastPerformance: { customer: string; detail: string; scope: string }[];
  codes: { label: string; value: string }[];
  /** Ujamaa's own certification while its certificate counts, with the public check's address. */
  ujamaa: { tier: string; number: string; validUntil: string; verifyUrl: string } | null;
  /** The other certifications an admin checked and that have not expired. */
  others: { title: string; detail: string }[];
};

/**
 * What the capability statement of a business says, as anyone may read it (hidden customers are
 * not named). Public for an active business; a hidden one only for its owner or an admin (404
 * otherwise, like its page).
 */
export async function capabilityStatementData(
  db: Db,
  actor: Actor,
  { businessId, origin, now }: { businessId: string; origin: string; now: Date },
): Promise<CapabilityStatementData> {
  if (!isUuid(businessId)) throw new AppError("not_found", BUSINESS_NOT_FOUND);
  const [row] = await db
    .select({ business: businesses, profile: procurementProfiles })
    .from(businesses)
    .leftJoin(procurementProfiles, eq(procurementProfiles.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row || (!row.business.isActive && !isOwnerOrAdmin(actor, row.business.ownerId))) {
    throw new AppError("not_found", BUSINESS_NOT_FOUND);
  }
  const b = row.business;
  const others = await listOtherCertifications(db, b.id, false, now);
  const profile = toProcurementProfile(b.id, row.profile ?? undefined, false, others);
  const certified =
    b.certificateNumber &&
    b.certificationExpiresAt &&
    canDownloadCertificate(
      {
        is_verified: b.isVerified,
        certification_tier: b.certificationTier,
        certification_status: b.certificationStatus,
        certification_expires_at: b.certificationExpiresAt.toISOString(),
      },
      now,
    );
  return {
    paper: paperForCountry(b.country),
    name: b.name,
    category: [b.category, b.subCategory].filter(Boolean).join(" · "),
    place: [
      b.showAreaOnly ? null : b.address,
      b.city,
      [b.state, b.zipCode].filter(Boolean).join(" "),
      b.country,
    ]
      .filter(Boolean)
      .join(", "),
    contacts: [
      { label: "Phone", value: b.phone },
      { label: "E-mail", value: b.email },
      { label: "Website", value: b.website },
    ].filter((c): c is { label: string; value: string } => Boolean(c.value)),
    logoUrl: b.logoUrl,
    pageUrl: `${origin}/business/${b.id}`,
    summary: profile.capabilities ?? b.description,
    differentiators: profile.differentiators,
    naicsEdition: profile.naics_edition,
    naics: profile.naics.map(({ code, title }) => ({ code, title })),
    serviceAreas: profile.service_areas.map((area) => area.label),
    pastPerformance: profile.past_performance.map((p) => ({
      customer: p.customer ?? "A customer not named",
      detail: [String(p.year), p.value_range ? VALUE_RANGE_LABELS[p.value_range] : null]
        .filter(Boolean)
        .join(" · "),
      scope: p.scope,
    })),
    codes: [
      { label: "UEI", value: profile.uei },
      { label: "CAGE", value: profile.cage },
    ].filter((c): c is { label: string; value: string } => Boolean(c.value)),
    ujamaa: certified
      ? {
          tier: b.certificationTier,
          number: b.certificateNumber!,
          validUntil: formatLongDay(b.certificationExpiresAt!),
          verifyUrl: `${origin}/verify/${encodeURIComponent(b.certificateNumber!)}`,
        }
      : null,
    others: profile.other_certifications
      .filter((c) => c.checked && !c.expired)
      .map((c) => ({
        title: c.title,
        detail: `${c.certifier}, No. ${c.number}, valid until ${formatLongDay(c.expires_on)}`,
      })),
  };
}
