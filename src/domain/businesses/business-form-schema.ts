import { z } from "zod";
import { STOREFRONT_CATEGORY_VALUES, storefrontCategoryOf } from "~/domain/categories/storefront-categories";
import { TIERS } from "~/domain/certification/tiers";
import { findCountry } from "~/domain/places/countries";
import { stripMarkup } from "~/domain/shared/strip-markup";
import { textSchema } from "~/domain/shared/text-schema";
import { businessHoursSchema } from "./business-schema";

/** Maximum lengths after sanitising (part 2 §5). */
export const BUSINESS_LIMITS = {
  name: 100,
  category: 50,
  sub_category: 50,
  address: 200,
  city: 50,
  state: 50,
  zip_code: 20,
  country: 50,
  phone: 20,
  email: 254,
  website: 500,
  description: 10_000,
  social_link: 500,
} as const;

/** The spec's messages: field rules first, then the on-submit rules. */
export const BUSINESS_MESSAGES = {
  name: "Business name is required",
  category: "Category is required",
  address: "Address is required",
  city: "City is required",
  state: "State is required",
  country: "Country is required",
  zip_code: "Zip code is required",
  phone: "Phone number is required",
  email: "Please enter a valid email",
  website: "Please enter a valid URL",
  invalidEmail: "Invalid Email",
  invalidPhone: "Invalid Phone",
  invalidWebsite: "Invalid Website",
  unknownCountry: "Choose a country from the list",
  timeZone: "Choose a valid time zone",
  description: "Description is required",
  latitude: "Latitude must be a number from -90 to 90",
  longitude: "Longitude must be a number from -180 to 180",
  showAreaOnly: "Show only my area is true or false",
} as const;

const tooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString("en-US")} characters`;

/** Trimmed text with markup removed, then its length rules. */
function clean(label: string, max: number, required?: { min: number; message: string }) {
  const base = textSchema({ message: required?.message ?? "Required" }).overwrite(stripMarkup);
  const sized = required ? base.min(required.min, { message: required.message }) : base;
  return sized.max(max, { message: tooLong(label, max) });
}

/** An optional text: empty means none (null), so a form can clear it. */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z
    .union([z.literal("").transform(() => null), z.null(), schema])
    .optional()
    .transform((value) => (value === "" ? null : value));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailSchema = clean("Email", 1_000)
  .refine((value) => z.email().safeParse(value).success, { message: BUSINESS_MESSAGES.email })
  .refine((value) => value.length <= BUSINESS_LIMITS.email && EMAIL_PATTERN.test(value), {
    message: BUSINESS_MESSAGES.invalidEmail,
  });

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A host name (with a dot) at the very start, perhaps a port, then a path, query or nothing: "mamankechi.example/menu". */
const BARE_DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]|$)/u;

/** People type a website as they say it: a bare domain is read as its https address before the URL rules. */
function withScheme(value: string): string {
  return BARE_DOMAIN.test(value) ? `https://${value}` : value;
}

function urlSchema(label: string, max: number, { bareDomain = false } = {}) {
  const text = clean(label, max);
  return (bareDomain ? text.overwrite(withScheme).max(max, { message: tooLong(label, max) }) : text)
    .refine(isUrl, { message: BUSINESS_MESSAGES.website })
    .refine((value) => /^https?:\/\//i.test(value), { message: BUSINESS_MESSAGES.invalidWebsite });
}

export const PHONE_DIGITS = { min: 10, max: 15 } as const;
const digitCount = (value: string) => value.replace(/\D/g, "").length;

function phoneSchema(required: boolean) {
  return clean(
    "Phone number",
    BUSINESS_LIMITS.phone,
    required ? { min: 10, message: BUSINESS_MESSAGES.phone } : undefined,
  ).refine((value) => digitCount(value) >= PHONE_DIGITS.min && digitCount(value) <= PHONE_DIGITS.max, {
    message: BUSINESS_MESSAGES.invalidPhone,
  });
}

const countrySchema = clean("Country", BUSINESS_LIMITS.country, {
  min: 1,
  message: BUSINESS_MESSAGES.country,
})
  .refine((value) => findCountry(value) !== undefined, { message: BUSINESS_MESSAGES.unknownCountry })
  // Stored by name; the United States as "USA", the default of every business.
  .transform((value) => {
    const country = findCountry(value);
    return country?.code === "US" ? "USA" : (country?.name ?? value);
  });

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

const timeZoneSchema = z.string().trim().refine(isTimeZone, { message: BUSINESS_MESSAGES.timeZone });

/** A pin the owner dropped on the map: decimal degrees (WGS 84). */
export const pinSchema = z.strictObject({
  lat: z
    .number({ message: BUSINESS_MESSAGES.latitude })
    .min(-90, { message: BUSINESS_MESSAGES.latitude })
    .max(90, { message: BUSINESS_MESSAGES.latitude }),
  lng: z
    .number({ message: BUSINESS_MESSAGES.longitude })
    .min(-180, { message: BUSINESS_MESSAGES.longitude })
    .max(180, { message: BUSINESS_MESSAGES.longitude }),
});
export type Pin = z.output<typeof pinSchema>;

/**
 * Where the business is on the map, beside its address: `pin` sets the owner's own point (null takes
 * it away, back to the gazetteer's point of the address); `show_area_only` keeps the street address
 * and the exact point from the public. Without a pin, a changed address is placed again.
 */
const placeFields = {
  pin: pinSchema
    .nullable()
    .optional()
    .describe(
      "The owner's own point for the business ({lat, lng}, degrees); null takes it away (back to the " +
        "gazetteer's point of the address). Left out: unchanged, unless the address changes.",
    ),
  show_area_only: z
    .boolean({ message: BUSINESS_MESSAGES.showAreaOnly })
    .optional()
    .describe("A home-based business: the public sees only its area, never its street address."),
};

export const socialLinksSchema = z.strictObject({
  facebook: optional(urlSchema("Facebook link", BUSINESS_LIMITS.social_link)),
  instagram: optional(urlSchema("Instagram link", BUSINESS_LIMITS.social_link)),
  twitter: optional(urlSchema("Twitter link", BUSINESS_LIMITS.social_link)),
  linkedin: optional(urlSchema("LinkedIn link", BUSINESS_LIMITS.social_link)),
});

/** Only the links that were filled in; none at all is null (part 1 §5: "social links only if filled"). */
function filledLinks(links: z.output<typeof socialLinksSchema> | null | undefined) {
  if (!links) return links;
  const filled = Object.fromEntries(Object.entries(links).filter(([, url]) => url));
  return Object.keys(filled).length > 0 ? (filled as Record<string, string>) : null;
}

/**
 * The business form (dashboard create and edit): the rules, the on-submit rules, the sanitising
 * and the maximum lengths of part 2 §5, alike in the browser (react-hook-form) and on the server
 * (POST and PATCH /api/v1/businesses). Fields the owner may not set (owner_id, is_verified,
 * certification_status, certification_expires_at, rating, review_count, …) are unknown keys and
 * refused. `time_zone` may be left out: the server derives it from country and state.
 */
export const businessFormSchema = z.strictObject({
  name: clean("Business name", BUSINESS_LIMITS.name, { min: 2, message: BUSINESS_MESSAGES.name }),
  category: clean("Category", BUSINESS_LIMITS.category, { min: 1, message: BUSINESS_MESSAGES.category }),
  sub_category: optional(clean("Sub category", BUSINESS_LIMITS.sub_category)),
  description: optional(clean("Description", BUSINESS_LIMITS.description)),
  country: countrySchema,
  address: clean("Address", BUSINESS_LIMITS.address, { min: 1, message: BUSINESS_MESSAGES.address }),
  city: clean("City", BUSINESS_LIMITS.city, { min: 1, message: BUSINESS_MESSAGES.city }),
  state: clean("State", BUSINESS_LIMITS.state, { min: 1, message: BUSINESS_MESSAGES.state }),
  zip_code: clean("Zip code", BUSINESS_LIMITS.zip_code, { min: 5, message: BUSINESS_MESSAGES.zip_code }),
  phone: phoneSchema(true),
  email: optional(emailSchema),
  website: optional(urlSchema("Website", BUSINESS_LIMITS.website, { bareDomain: true })),
  social_media: socialLinksSchema.nullish().transform(filledLinks),
  business_hours: businessHoursSchema.nullish(),
  time_zone: timeZoneSchema.optional(),
  certification_tier: z.enum(TIERS, { message: "Choose a certification tier" }),
  ...placeFields,
});

/** What the business form holds while it is being filled in (the browser's side of the schema). */
export type BusinessFormValues = z.input<typeof businessFormSchema>;
/** What the server stores from it: sanitised, empty optionals as null. */
export type BusinessFormData = z.output<typeof businessFormSchema>;

/** PATCH /api/v1/businesses/{id}: any subset of the form's fields, each under its own rules. */
export const businessPatchSchema = businessFormSchema.partial();
export type BusinessPatch = z.output<typeof businessPatchSchema>;

const business = businessFormSchema.shape;

/**
 * The storefront wizard (POST /api/v1/storefronts), derived from the business form: the same fields
 * under the same rules, but only name, description and category required (step 1), the rest
 * optional; a storefront is an active business in the USA. Its category is one of the wizard's
 * choices (or a category's title), stored under the one category list (decision 041).
 */
export const storefrontSchema = z.strictObject({
  name: business.name,
  description: clean("Description", BUSINESS_LIMITS.description, {
    min: 1,
    message: BUSINESS_MESSAGES.description,
  }),
  category: z.enum(STOREFRONT_CATEGORY_VALUES, { message: BUSINESS_MESSAGES.category }),
  email: business.email,
  phone: optional(phoneSchema(false)),
  website: business.website,
  social_media: business.social_media,
  address: optional(business.address),
  city: optional(business.city),
  state: optional(business.state),
  zip_code: optional(business.zip_code),
  ...placeFields,
});
export type StorefrontValues = z.input<typeof storefrontSchema>;
export type StorefrontData = z.output<typeof storefrontSchema>;

/** A storefront's fields as a business's: the category choice as its category's title, the wizard's word as sub category. */
export type StorefrontAsBusiness = Omit<Partial<StorefrontData>, "category"> & {
  category?: string;
  sub_category?: string | null;
};

/** A storefront (or a change of one) as the business fields it sets (decision 041). */
export function storefrontAsBusiness(data: Partial<StorefrontData>): StorefrontAsBusiness {
  const { category, ...rest } = data;
  if (category === undefined) return rest;
  const placed = storefrontCategoryOf(category);
  return { ...rest, category: placed.category, sub_category: placed.sub_category };
}
