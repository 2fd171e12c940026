import { z } from "zod";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import {
  OTHER_CERTIFICATION_LIMITS as LIMITS,
  lastExpiryYear,
  OTHER_CERTIFICATION_MESSAGES as M,
  OTHER_CERTIFICATION_KINDS,
} from "./other-certification-rules";

/** A real calendar day "YYYY-MM-DD" (no 30 February), from 1950 to 30 years ahead of today. */
const expiresOn = z.iso
  .date({ message: M.expiresFormat })
  .superRefine((value, ctx) => {
    const today = new Date();
    const year = Number(value.slice(0, 4));
    if (year < LIMITS.firstYear || year > lastExpiryYear(today)) {
      ctx.addIssue({ code: "custom", message: M.expiresRange(today) });
    }
  })
  .describe(
    `The day the certification expires, YYYY-MM-DD, from ${LIMITS.firstYear} to ${LIMITS.yearsAhead} years ahead.`,
  );

const text = (label: string, max: number, required: string) =>
  textSchema({ message: required })
    .overwrite(stripMarkup)
    .min(1, { message: required })
    .max(max, { message: `${label} must be at most ${max} characters` });

const kind = z
  .enum(OTHER_CERTIFICATION_KINDS, { message: M.kind })
  .describe(`One of ${OTHER_CERTIFICATION_KINDS.join(", ")}; "other" needs a name.`);

const name = z
  .union([z.null(), textSchema().overwrite(stripMarkup).max(LIMITS.name, { message: M.name })])
  .optional()
  .transform((value) => (value ? value : null))
  .describe('The certification\'s name, required for kind "other" (ignored for the others).');

/** The text fields of an other certification, as a form sends them (multipart with the file). */
export const otherCertificationFields = {
  kind,
  name,
  certifier: text("Certifier", LIMITS.certifier, M.certifier).describe(
    "Who issued it (the regional council, the agency).",
  ),
  number: text("Certificate number", LIMITS.number, M.number),
  expires_on: expiresOn,
};

/**
 * POST /businesses/{id}/other-certifications: every field (and, beside them, the file). An "other"
 * without a name is refused by the service, which sees the stored kind on a change too.
 */
export const otherCertificationInputSchema = z.strictObject(otherCertificationFields);
export type OtherCertificationInput = z.output<typeof otherCertificationInputSchema>;

/** PATCH …/other-certifications/{certId}: any of the fields (and perhaps a new file). */
export const otherCertificationPatchSchema = z.strictObject({
  kind: kind.optional(),
  /** Left out: unchanged; empty or null: none. */
  name: z
    .union([z.null(), textSchema().overwrite(stripMarkup).max(LIMITS.name, { message: M.name })])
    .optional(),
  certifier: otherCertificationFields.certifier.optional(),
  number: otherCertificationFields.number.optional(),
  expires_on: expiresOn.optional(),
});
export type OtherCertificationPatch = z.output<typeof otherCertificationPatchSchema>;

/** An other certification as the API answers it: `checked_by` and `file` only for the owner and admins. */
export const otherCertificationSchema = z.object({
  id: z.string(),
  business_id: z.string(),
  kind: z.enum(OTHER_CERTIFICATION_KINDS),
  kind_label: z.string(),
  name: z.string().nullable(),
  /** The kind's label, or an "Other"'s name. */
  title: z.string(),
  certifier: z.string(),
  number: z.string(),
  expires_on: z.string(),
  expired: z.boolean(),
  checked: z.boolean(),
  checked_at: z.string().nullable(),
  /** Who checked it: null for everyone but the owner and admins. */
  checked_by: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  /** The certificate file: null for everyone but the owner and admins. */
  file: z
    .object({ file_name: z.string(), file_size: z.number().int(), mime_type: z.string(), url: z.string() })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OtherCertification = z.output<typeof otherCertificationSchema>;

/** PUT /admin/other-certifications/{certId}/check. */
export const otherCertificationCheckSchema = z.strictObject({
  checked: z.boolean({ message: "checked must be true or false" }),
});

export const adminOtherCertificationsQuerySchema = z.object({
  status: z
    .enum(["unchecked", "checked", "all"], { message: "status must be unchecked, checked or all" })
    .default("unchecked"),
  page: z.coerce.number<number | string>().int().min(1, "Page must be 1 or more").max(10_000).default(1),
});
export type AdminOtherCertificationsQuery = z.output<typeof adminOtherCertificationsQuerySchema>;

export const adminOtherCertificationSchema = otherCertificationSchema.extend({
  business_name: z.string(),
});
export type AdminOtherCertification = z.output<typeof adminOtherCertificationSchema>;

export const adminOtherCertificationListSchema = z.object({
  items: z.array(adminOtherCertificationSchema),
  total: z.number().int(),
  next: z.number().int().nullable(),
});
export type AdminOtherCertificationList = z.output<typeof adminOtherCertificationListSchema>;
