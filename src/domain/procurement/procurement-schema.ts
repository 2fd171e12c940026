import { z } from "zod";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import { otherCertificationSchema } from "./other-certification-schema";
import {
  CAGE_PATTERN,
  countryOfCode,
  PROCUREMENT_MESSAGES as M,
  NAICS_CODE,
  NAICS_EDITION,
  PROCUREMENT_LIMITS,
  regionOf,
  serviceAreaCode,
  UEI_PATTERN,
} from "./procurement-rules";
import { VALUE_RANGES } from "./value-ranges";

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString("en-US")} characters`;

/** Trimmed text with markup removed, as the business description is (stripMarkup), then its length. */
function clean(label: string, max: number) {
  return textSchema()
    .overwrite(stripMarkup)
    .max(max, { message: tooLong(label, max) });
}

/** An optional text: empty or absent means none (null). */
function optionalText(label: string, max: number) {
  return z
    .union([z.null(), clean(label, max)])
    .optional()
    .transform((value) => (value ? value : null));
}

/** An optional code, upper-cased and without spaces; empty means none. */
function optionalCode(pattern: RegExp, message: string) {
  return z
    .union([z.null(), textSchema({ message })])
    .optional()
    .transform((value) => (value ? value.replace(/\s+/g, "").toUpperCase() : null))
    .refine((value) => value === null || pattern.test(value), { message });
}

/**
 * Up to ten six-digit codes, each once: the format here; whether a code is on the shipped list is the
 * server's check (the list stays out of the browser). A profile's and an opportunity's codes alike.
 */
export const naicsCodesSchema = z
  .array(z.string({ message: M.naicsFormat }).trim().regex(NAICS_CODE, { message: M.naicsFormat }), {
    message: M.naicsFormat,
  })
  .max(PROCUREMENT_LIMITS.naics, { message: M.naicsTooMany })
  .refine((codes) => new Set(codes).size === codes.length, { message: M.naicsRepeated });

const naicsCodes = naicsCodesSchema
  .default([])
  .describe(
    `Up to ${PROCUREMENT_LIMITS.naics} six-digit industry codes of the ${NAICS_EDITION} list (GET /naics); ` +
      "a code outside the list is refused.",
  );

const serviceArea = z
  .strictObject({
    country: z.string({ message: M.country }).trim().toUpperCase(),
    region: z
      .string({ message: M.region })
      .trim()
      .toUpperCase()
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((area, ctx) => {
    if (!countryOfCode(area.country)) ctx.addIssue({ code: "custom", path: ["country"], message: M.country });
    else if (area.region && !regionOf(area.country, area.region)) {
      ctx.addIssue({ code: "custom", path: ["region"], message: M.region });
    }
  });

const serviceAreas = z
  .array(serviceArea)
  .max(PROCUREMENT_LIMITS.serviceAreas, { message: M.serviceAreasTooMany })
  .refine((areas) => new Set(areas.map(serviceAreaCode)).size === areas.length, {
    message: M.serviceAreaRepeated,
  })
  .default([])
  .describe(
    "Countries served ({country: 'US'}), or states and regions within them ({country: 'US', region: 'GA'}); " +
      "countries by their two-letter code, regions by their code where the directory knows them (US, CA, AU).",
  );

const requiredText = (label: string, max: number, message: string) => clean(label, max).min(1, { message });

export const pastPerformanceInputSchema = z.strictObject({
  customer: requiredText("Customer", PROCUREMENT_LIMITS.customer, M.customer),
  scope: requiredText("Scope", PROCUREMENT_LIMITS.scope, M.scope),
  year: z
    .number({ message: M.year })
    .int({ message: M.year })
    .min(1950, { message: M.year })
    .refine((year) => year <= new Date().getUTCFullYear() + 1, { message: M.year }),
  value_range: z
    .enum(VALUE_RANGES, { message: M.valueRange })
    .nullish()
    .transform((v) => v ?? null),
  hide_customer: z.boolean().default(false),
});

/**
 * PUT /api/v1/businesses/{id}/procurement: the whole profile, every part optional (left out is
 * empty). Free text is sanitised like the business description; codes are upper-cased.
 */
export const procurementInputSchema = z.strictObject({
  naics_codes: naicsCodes,
  capabilities: optionalText("Capabilities", PROCUREMENT_LIMITS.capabilities),
  differentiators: optionalText("Differentiators", PROCUREMENT_LIMITS.differentiators),
  service_areas: serviceAreas,
  past_performance: z
    .array(pastPerformanceInputSchema)
    .max(PROCUREMENT_LIMITS.pastPerformance, { message: M.pastTooMany })
    .default([]),
  uei: optionalCode(UEI_PATTERN, M.uei),
  cage: optionalCode(CAGE_PATTERN, M.cage),
});
export type ProcurementInputValues = z.input<typeof procurementInputSchema>;
export type ProcurementInput = z.output<typeof procurementInputSchema>;

export const naicsIndustrySchema = z.object({
  code: z.string(),
  title: z.string(),
  sector: z.string(),
  sector_title: z.string(),
});

export const serviceAreaSchema = z.object({
  country: z.string(),
  region: z.string().nullable(),
  code: z.string(),
  label: z.string(),
});

export const pastPerformanceSchema = z.object({
  /** Null for everyone but the owner and admins when the owner hides it. */
  customer: z.string().nullable(),
  scope: z.string(),
  year: z.number().int(),
  value_range: z.enum(VALUE_RANGES).nullable(),
  hide_customer: z.boolean(),
});

/** A business's procurement profile as GET answers it (empty parts when it has none). */
export const procurementProfileSchema = z.object({
  business_id: z.string(),
  naics_edition: z.string(),
  naics: z.array(naicsIndustrySchema),
  capabilities: z.string().nullable(),
  differentiators: z.string().nullable(),
  service_areas: z.array(serviceAreaSchema),
  past_performance: z.array(pastPerformanceSchema),
  uei: z.string().nullable(),
  cage: z.string().nullable(),
  /** NMSDC MBE, WBENC WBE, SBA 8(a), HUB, DBE or other, oldest first (who checked one and its file: managers only). */
  other_certifications: z.array(otherCertificationSchema),
  updated_at: z.string().nullable(),
});
export type ProcurementProfile = z.output<typeof procurementProfileSchema>;

export const naicsSearchQuerySchema = z.object({
  q: textSchema().trim().max(100, { message: "q must be at most 100 characters" }).optional(),
});

export const naicsSearchResultSchema = z.object({
  edition: z.string(),
  items: z.array(z.object({ code: z.string(), title: z.string() })),
});
export type NaicsSearchResult = z.output<typeof naicsSearchResultSchema>;
