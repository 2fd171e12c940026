import { z } from "zod";
import { textSchema } from "~/domain/shared/text-schema";

/**
 * The affidavit of ownership (spec part 2 §2): every field of the form, and the declaration that
 * the declarant owns at least 51% of the business. Fields are stored as the text typed (markup
 * included) and always shown escaped.
 */
export const OWNERSHIP_MIN_PERCENT = 51;
export const OWNERSHIP_STATEMENT =
  `I declare under penalty of perjury that I own at least ${OWNERSHIP_MIN_PERCENT}% of the business named ` +
  "in this affidavit, that I am Black, and that the business is operated and controlled by Black owners. " +
  "The information and documents I have provided are true and complete.";

const FIELD_MAX = 200;

function required(label: string) {
  return textSchema({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(FIELD_MAX, { message: `${label} must be at most ${FIELD_MAX} characters` });
}

const day = (label: string) =>
  required(label).regex(/^(0?[1-9]|[12]\d|3[01])$/, {
    message: `${label} must be a day of the month (1–31)`,
  });
const year = (label: string) =>
  required(label).regex(/^\d{4}$/, { message: `${label} must be a year like 2026` });

/** Labels in the order the form shows them; the keys are the spec's field names. */
export const AFFIDAVIT_LABELS = {
  state: "State",
  county: "County",
  declarantName: "Declarant name",
  businessName: "Business name",
  businessAddress: "Business address",
  city: "City",
  state2: "State",
  zipCode: "ZIP code",
  executionDay: "Day",
  executionMonth: "Month",
  executionYear: "Year",
  printedName: "Printed name",
  title: "Title",
  phoneNumber: "Phone number",
  emailAddress: "E-mail address",
  notaryDay: "Notary day",
  notaryMonth: "Notary month",
  notaryYear: "Notary year",
  notaryPublic: "Notary public",
  commissionExpires: "Commission expires",
} as const;
export type AffidavitField = keyof typeof AFFIDAVIT_LABELS;
const L = AFFIDAVIT_LABELS;

export const affidavitSchema = z
  .object({
    state: required(L.state),
    county: required(L.county),
    declarantName: required(L.declarantName),
    businessName: required(L.businessName),
    businessAddress: required(L.businessAddress),
    city: required(L.city),
    state2: required(L.state2),
    zipCode: required(L.zipCode).max(20, { message: "ZIP code must be at most 20 characters" }),
    executionDay: day(L.executionDay),
    executionMonth: required(L.executionMonth),
    executionYear: year(L.executionYear),
    printedName: required(L.printedName),
    title: required(L.title),
    phoneNumber: required(L.phoneNumber).regex(/^[+()\d\s.-]{7,25}$/, { message: "Invalid Phone" }),
    emailAddress: required(L.emailAddress).pipe(z.email({ message: "Invalid Email" })),
    notaryDay: day(L.notaryDay),
    notaryMonth: required(L.notaryMonth),
    notaryYear: year(L.notaryYear),
    notaryPublic: required(L.notaryPublic),
    commissionExpires: required(L.commissionExpires),
    ownershipConfirmed: z.literal(true, {
      message: `Confirm that you own at least ${OWNERSHIP_MIN_PERCENT}% of the business`,
    }),
  })
  .strict();
export type Affidavit = z.infer<typeof affidavitSchema>;
