import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ROLES } from "~/domain/accounts/account-types";
import { BUSINESS_EVENT_KINDS } from "~/domain/analytics/business-events";
import { CERTIFICATION_STATUSES, REVIEW_STATUSES } from "~/domain/certification/statuses";
import { TIERS } from "~/domain/certification/tiers";
import type { StoredNotice } from "~/domain/notifications/notice";
import { NOTIFICATION_TYPES } from "~/domain/notifications/notification-types";
import { RESPONSE_STATUSES } from "~/domain/opportunities/opportunity-response-rules";
import { OPPORTUNITY_CATEGORIES } from "~/domain/opportunities/opportunity-rules";
import { STORED_OPPORTUNITY_STATUSES } from "~/domain/opportunities/opportunity-status";
import { PAYMENT_STATUSES } from "~/domain/payments/payment-api-schema";
import { PLACEMENT_SOURCES } from "~/domain/places/placement";
import { OTHER_CERTIFICATION_KINDS } from "~/domain/procurement/other-certification-rules";
import { REVIEW_EVENT_ACTIONS, REVIEW_LIMITS } from "~/domain/reviews/review-rules";
import {
  MATCH_CONFIDENCES,
  MATCH_DECISIONS,
  VENDOR_LIST_STATUSES,
} from "~/domain/vendor-lists/vendor-list-rules";
import { VENDOR_CHANGE_KINDS, WEBHOOK_DELIVERY_STATUSES } from "~/domain/vendor-lists/vendor-watch-rules";
import { LOCATION_DOCUMENT } from "./location-document";

// Column names are snake_case in SQL (drizzle.config casing) and camelCase in TypeScript.
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const tierEnum = pgEnum("certification_tier", TIERS);
export const certificationStatusEnum = pgEnum("certification_status", CERTIFICATION_STATUSES);
export const reviewStatusEnum = pgEnum("review_status", REVIEW_STATUSES);
export const roleEnum = pgEnum("role", ROLES);
export const notificationTypeEnum = pgEnum("notification_type", NOTIFICATION_TYPES);
export const opportunityCategoryEnum = pgEnum("opportunity_category", OPPORTUNITY_CATEGORIES);
export const opportunityStatusEnum = pgEnum("opportunity_status", STORED_OPPORTUNITY_STATUSES);
export const opportunityResponseStatusEnum = pgEnum("opportunity_response_status", RESPONSE_STATUSES);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const otherCertificationKindEnum = pgEnum("other_certification_kind", OTHER_CERTIFICATION_KINDS);
export const reviewEventActionEnum = pgEnum("review_event_action", REVIEW_EVENT_ACTIONS);
export const analyticsKindEnum = pgEnum("analytics_kind", BUSINESS_EVENT_KINDS);
export const placementSourceEnum = pgEnum("placement_source", PLACEMENT_SOURCES);
export const vendorListStatusEnum = pgEnum("vendor_list_status", VENDOR_LIST_STATUSES);
export const matchConfidenceEnum = pgEnum("match_confidence", MATCH_CONFIDENCES);
export const matchDecisionEnum = pgEnum("match_decision", MATCH_DECISIONS);
export const vendorChangeKindEnum = pgEnum("vendor_change_kind", VENDOR_CHANGE_KINDS);
export const webhookDeliveryStatusEnum = pgEnum("webhook_delivery_status", WEBHOOK_DELIVERY_STATUSES);

// ── Accounts (tables as better-auth needs them) ──────────────────────────────

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    twoFactorEnabled: boolean().notNull().default(false),
    /** E.164 (+15551234567); set only once its owner has entered a code texted to it. */
    phoneNumber: text().unique(),
    phoneNumberVerified: boolean().notNull().default(false),
    /** When the confirmation e-mail was last queued; null while one is owed (a sign-up cut off before its mail). */
    confirmationMailQueuedAt: timestamp({ withTimezone: true }),
    /**
     * The loopback origin (http://localhost:PORT, http://127.0.0.1:PORT…) of the last sign-in, so mail caused by
     * someone else links where this person's session is; never another host. Read only without BASE_URL.
     */
    signInOrigin: text(),
    /**
     * The language the person chose (decision 062): set at sign-up from the page they registered on, changed with
     * the switcher while signed in. Their e-mails are written in it; null reads as English.
     */
    language: text(),
    ...timestamps,
  },
  (t) => [
    check("users_language_known", sql`${t.language} is null or ${t.language} in ('en', 'fr', 'es', 'ar')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** False until the user confirms enrolment with a first code. */
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** Request counters shared by every app process (better-auth's and our own limits). */
export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

export const profiles = pgTable("profiles", {
  id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text().notNull(),
  fullName: text(),
  avatarUrl: text(),
  walkthroughCompletedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum().notNull().default("user"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId, t.role)],
);

export const privacyPreferences = pgTable("privacy_preferences", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  promotionalEmails: boolean().notNull().default(true),
  contractNotifications: boolean().notNull().default(true),
  contractAlertsInApp: boolean().notNull().default(true),
  partnerAnnouncements: boolean().notNull().default(true),
  usageDataImprovement: boolean().notNull().default(true),
  personalizedContent: boolean().notNull().default(true),
  analyticsTracking: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// ── Directory ────────────────────────────────────────────────────────────────

export const businessCategories = pgTable("business_categories", {
  id: uuid().primaryKey().defaultRandom(),
  title: text().notNull().unique(),
  slug: text().notNull().unique(),
  iconName: text().notNull().default("building"),
  /** Active businesses in the category, kept current by a trigger on businesses. */
  count: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type BusinessHours = Record<string, { open: string; close: string; closed: boolean }>;
export type SocialMedia = { facebook?: string; instagram?: string; twitter?: string; linkedin?: string };

/**
 * The search's GIN indexes take new entries directly (fastupdate off): a pending list of up to 4 MB,
 * which every search reads whole until a vacuum merges it, cost each keyword search 2–8 ms at a
 * million rows after an hourly job had updated 27,000 of them. Bulk loads turn it on for themselves.
 */
const GIN_DIRECT = { fastupdate: false };

export const businesses = pgTable(
  "businesses",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text().references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text(),
    category: text().notNull(),
    subCategory: text(),
    categorySlug: text().notNull().default("other"),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text().notNull().default("USA"),
    timeZone: text().notNull().default("America/New_York"),
    phone: text(),
    email: text(),
    website: text(),
    logoUrl: text(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    socialMedia: jsonb().$type<SocialMedia>(),
    businessHours: jsonb().$type<BusinessHours>(),
    rating: numeric({ precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    certificationTier: tierEnum().notNull().default("Free"),
    certificationStatus: certificationStatusEnum().notNull().default("none"),
    certificationRequestedAt: timestamp({ withTimezone: true }),
    certificationExpiresAt: timestamp({ withTimezone: true }),
    certificateNumber: text().unique(),
    /**
     * Weighted full-text document: name (A), category and sub category (B), description (C), without
     * accents (f_unaccent, migration 0043), so "cafe" finds "Café" and "café" finds "Cafe".
     */
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', f_unaccent(coalesce(name, ''))), 'A') || setweight(to_tsvector('simple', f_unaccent(coalesce(category, '') || ' ' || coalesce(sub_category, ''))), 'B') || setweight(to_tsvector('simple', f_unaccent(coalesce(description, ''))), 'C')`,
    ),
    /**
     * Where it is, as whole words: city (A), state or region (B), address (C), postcode (D). Stored,
     * so the location filter tests a row without parsing its text again and the planner has the
     * words' frequencies (LOCATION_DOCUMENT).
     */
    locationVector: tsvector().generatedAlwaysAs(sql.raw(LOCATION_DOCUMENT)),
    /** Where the business is (its owner's pin, else the gazetteer's point); private when showAreaOnly. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** The centroid of its postcode, else of its city, from the gazetteer: the public pin of an area-only business. */
    areaLatitude: doublePrecision(),
    areaLongitude: doublePrecision(),
    placedBy: placementSourceEnum(),
    /** A home-based business: no street address in any public answer, and only its area on the map. */
    showAreaOnly: boolean().notNull().default(false),
    /** The point every public answer and the distance search use (decision 054). */
    mapLatitude: doublePrecision().generatedAlwaysAs(
      sql`case when show_area_only then area_latitude else latitude end`,
    ),
    mapLongitude: doublePrecision().generatedAlwaysAs(
      sql`case when show_area_only then area_longitude else longitude end`,
    ),
    /**
     * The name as vendor lists compare it (migration 0040's vendor_name_key: no accents, punctuation or legal
     * form). Stored, so matching reads it rather than running the function for every candidate (decision 059).
     */
    nameKey: text().generatedAlwaysAs(sql`vendor_name_key(name)`),
    ...timestamps,
  },
  (t) => [
    index().on(t.ownerId),
    // An admin's list of every business, newest first (GET /api/v1/me/businesses).
    index("businesses_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // …and its search by name or city, over every row (active or not).
    index("businesses_manage_trgm_idx")
      .using("gin", sql`lower(name || ' ' || coalesce(city, '')) gin_trgm_ops`)
      .with(GIN_DIRECT),
    // Newest first, the directory's default order; with the id, a deep page skips rows in the index alone.
    index("businesses_active_created_idx").on(t.createdAt.desc(), t.id.desc()).where(sql`is_active`),
    index("businesses_active_category_idx").on(t.categorySlug, t.createdAt.desc()).where(sql`is_active`),
    index("businesses_search_idx").using("gin", t.searchVector).with(GIN_DIRECT),
    // Search (services/businesses/search-sql.ts): substring and typo matching, filters and sorts.
    index("businesses_keyword_trgm_idx")
      .using("gin", sql`lower(name || ' ' || category || ' ' || coalesce(sub_category, '')) gin_trgm_ops`)
      .with(GIN_DIRECT)
      .where(sql`is_active`),
    // The location filter: whole words of city, state and address, postcodes by prefix (location-query.ts).
    index("businesses_location_words_idx")
      .using("gin", t.locationVector)
      .with(GIN_DIRECT)
      .where(sql`is_active`),
    // The verified businesses' own text indexes: a broad keyword's ranked candidates include the first
    // verified matches (decision 048), found here instead of among the first matches of every row.
    index("businesses_verified_search_idx")
      .using("gin", t.searchVector)
      .with(GIN_DIRECT)
      .where(sql`is_active and is_verified and certification_tier <> 'Free'`),
    index("businesses_verified_keyword_trgm_idx")
      .using("gin", sql`lower(name || ' ' || category || ' ' || coalesce(sub_category, '')) gin_trgm_ops`)
      .with(GIN_DIRECT)
      .where(sql`is_active and is_verified and certification_tier <> 'Free'`),
    index("businesses_active_category_name_idx")
      .on(sql`lower(category)`, t.createdAt.desc())
      .where(sql`is_active`),
    index("businesses_active_country_idx").on(sql`lower(country)`, t.createdAt.desc()).where(sql`is_active`),
    index("businesses_active_country_category_idx")
      .on(sql`lower(country)`, sql`lower(category)`)
      .where(sql`is_active`),
    index("businesses_active_country_slug_idx").on(sql`lower(country)`, t.categorySlug).where(sql`is_active`),
    index("businesses_active_rating_idx")
      .on(sql`rating desc nulls last`, t.reviewCount.desc(), t.createdAt.desc())
      .where(sql`is_active`),
    index("businesses_active_name_idx").on(sql`lower(name)`, t.id).where(sql`is_active`),
    index("businesses_verified_tier_idx")
      .on(
        sql`(case certification_tier when 'Preferred' then 0 when 'Certified' then 1 else 2 end)`,
        sql`rating desc nulls last`,
        t.reviewCount.desc(),
        t.createdAt.desc(),
      )
      .where(sql`is_active and is_verified and certification_tier <> 'Free'`),
    // Vendor lists (decisions 059, 061): a vendor's name by the stored name key (accents and legal forms
    // dropped), with its postcode first, and its phone, website and e-mail domain by equality; the functions
    // are migrations 0040's and 0042's. Similar names are found among the distinct keys (businessNameKeys).
    index("businesses_vendor_name_postcode_idx")
      .on(t.nameKey, sql`vendor_postcode_key(zip_code)`)
      .where(sql`is_active`),
    index("businesses_vendor_phone_idx")
      .on(sql`vendor_phone_key(phone)`)
      .where(sql`is_active and phone is not null`),
    index("businesses_vendor_web_idx")
      .on(sql`vendor_web_domain(website)`)
      .where(sql`is_active and website is not null`),
    index("businesses_vendor_mail_idx")
      .on(sql`vendor_mail_domain(email)`)
      .where(sql`is_active and email is not null`),
    // The lifecycle job (decision 045): approved certifications by expiry, for lapses and reminders.
    index("businesses_approved_expiry_idx")
      .on(t.certificationExpiresAt)
      .where(sql`certification_status = 'approved'`),
    // The admin review: applications of paid tiers by status, newest request first.
    index("businesses_certification_review_idx")
      .on(t.certificationStatus, sql`certification_requested_at desc nulls last`, t.id)
      .where(sql`certification_tier <> 'Free' and certification_status <> 'none'`),
    // Distance and map-view search (earthdistance over cube): the public point of every placed, active business.
    index("businesses_active_map_point_idx")
      .using("gist", sql`ll_to_earth(map_latitude, map_longitude)`)
      .where(sql`is_active and map_latitude is not null`),
    // Businesses never placed (older than places, or an address the gazetteer could not place): the
    // start-up pass finds them without reading every row (place-unplaced-businesses.ts).
    index("businesses_never_placed_idx").on(t.id).where(sql`placed_by is null and area_latitude is null`),
    check(
      "businesses_position_range",
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    check(
      "businesses_area_position_range",
      sql`(${t.areaLatitude} is null) = (${t.areaLongitude} is null) and (${t.areaLatitude} is null or (${t.areaLatitude} between -90 and 90 and ${t.areaLongitude} between -180 and 180))`,
    ),
    check("businesses_rating_range", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check("businesses_review_count_nonnegative", sql`${t.reviewCount} >= 0`),
    // "Open now" converts every row's clock with AT TIME ZONE; one unknown zone would make that
    // search fail for everyone, so the database refuses it (the conversion raises on unknown zones).
    check(
      "businesses_time_zone_known",
      sql`timezone(${t.timeZone}, '2000-01-01 00:00:00+00'::timestamptz) is not null`,
    ),
  ],
);

/**
 * One row whose version a trigger bumps on every statement that writes businesses, so each API
 * process can tell within a second that its cached search results are out of date.
 */
/**
 * Every word ever seen in a business name, without accents (to_tsvector('simple', f_unaccent(name)), the
 * name's words in search_vector), kept by triggers on businesses (migrations 0028 and 0043). A typo is matched against these words, a table of thousands,
 * instead of against every name (decision 048).
 */
export const businessNameWords = pgTable("business_name_words", { word: text().primaryKey() }, (t) => [
  index("business_name_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

/**
 * Every business name key ever stored (decision 061), kept by migration 0042's triggers: vendor names are
 * compared by trigrams with these distinct keys, then a key's businesses are read by equality. A key no
 * longer in use stays; it only offers a candidate that finds no business.
 */
export const businessNameKeys = pgTable("business_name_keys", { nameKey: text().primaryKey() }, (t) => [
  index("business_name_keys_trgm_idx").using("gin", sql`${t.nameKey} gin_trgm_ops`),
]);

export const directoryVersion = pgTable(
  "directory_version",
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("directory_version_single_row", sql`${t.id} = 1`)],
);

// ── Procurement ──────────────────────────────────────────────────────────────

/**
 * A business's procurement profile (one row per business, decision: area `procurement`). The NAICS
 * codes are kept with every prefix of each (`naics_prefixes`) and the service areas with the keys
 * a filter reads (`service_area_keys`, domain serviceAreaKeys), so the directory's filters are one
 * GIN index test each. A trigger bumps the directory version on every write (migration 0035).
 */
export const procurementProfiles = pgTable(
  "procurement_profiles",
  {
    businessId: uuid()
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    naicsCodes: text().array().notNull().default(sql`'{}'::text[]`),
    naicsPrefixes: text().array().notNull().default(sql`'{}'::text[]`),
    capabilities: text(),
    differentiators: text(),
    serviceAreas: jsonb().$type<{ country: string; region: string | null }[]>().notNull().default([]),
    serviceAreaKeys: text().array().notNull().default(sql`'{}'::text[]`),
    pastPerformance: jsonb()
      .$type<
        {
          customer: string;
          scope: string;
          year: number;
          value_range: string | null;
          hide_customer: boolean;
        }[]
      >()
      .notNull()
      .default([]),
    uei: text(),
    cage: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("procurement_profiles_naics_idx").using("gin", t.naicsPrefixes).with(GIN_DIRECT),
    index("procurement_profiles_service_area_idx").using("gin", t.serviceAreaKeys).with(GIN_DIRECT),
  ],
);

/**
 * A business's other certifications (NMSDC MBE, WBENC WBE, SBA 8(a), a state HUB, DBE, other), each
 * with its certificate file (private storage) and an admin's check (who, when). The directory's
 * `other_certification` filter reads (kind, expires_on) through its index: only unexpired ones count.
 * A trigger bumps the directory version on every write (migration 0037).
 */
export const otherCertifications = pgTable(
  "other_certifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: otherCertificationKindEnum().notNull(),
    /** An "other" kind's name; null for the named kinds. */
    name: text(),
    certifier: text().notNull(),
    number: text().notNull(),
    expiresOn: date({ mode: "string" }).notNull(),
    fileName: text().notNull(),
    filePath: text().notNull(),
    fileSize: integer().notNull(),
    mimeType: text().notNull(),
    checkedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** When an admin checked it; null while unchecked (an edit clears it). */
    checkedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index().on(t.businessId),
    index("other_certifications_filter_idx").on(t.kind, t.expiresOn, t.businessId),
    index("other_certifications_unchecked_idx").on(t.createdAt).where(sql`checked_at is null`),
    check("other_certifications_file_size_positive", sql`${t.fileSize} > 0`),
  ],
);

// ── Certification ────────────────────────────────────────────────────────────

export const businessDocuments = pgTable(
  "business_documents",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for an admin template document. */
    businessId: uuid().references(() => businesses.id, { onDelete: "cascade" }),
    documentType: text().notNull(),
    fileName: text().notNull(),
    filePath: text().notNull(),
    fileSize: integer().notNull(),
    mimeType: text().notNull(),
    reviewStatus: reviewStatusEnum().notNull().default("pending"),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    adminNotes: text(),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    uploadDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null while an applicant's upload is a draft; the application it was submitted with afterwards. */
    applicationId: uuid().references((): AnyPgColumn => certificationApplications.id, {
      onDelete: "set null",
    }),
    /** The required document (an admin template) an applicant's upload answers. */
    templateId: uuid().references((): AnyPgColumn => businessDocuments.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index().on(t.businessId),
    index().on(t.applicationId),
    index("business_documents_templates_idx").on(t.documentType).where(sql`business_id is null`),
    check("business_documents_file_size_positive", sql`${t.fileSize} > 0`),
  ],
);

/** One submitted application: the affidavit, its signature and the tier asked for. */
export const certificationApplications = pgTable(
  "certification_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    tier: tierEnum().notNull(),
    affidavit: jsonb().$type<Record<string, string>>(),
    signaturePath: text(),
    submittedBy: text().references(() => users.id, { onDelete: "set null" }),
    isRenewal: boolean().notNull().default(false),
    /** pending until an admin decides; then approved or rejected, by whom, when and why. */
    status: certificationStatusEnum().notNull().default("pending"),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    reviewNotes: text(),
    /**
     * The first-year payment this application was submitted with (paid tiers, decision 037). A
     * rejected application's payment may be linked again by the next one; an approved one's is used.
     */
    paymentId: uuid().references((): AnyPgColumn => payments.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index().on(t.businessId, t.createdAt.desc()), index().on(t.paymentId)],
);

/** Every change of a business's certification status, who made it and why. */
export const certificationEvents = pgTable(
  "certification_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    /** Made by no user: the lifecycle job recording an expiry (decision 045), shown as "System". */
    bySystem: boolean().notNull().default(false),
    fromStatus: certificationStatusEnum().notNull(),
    toStatus: certificationStatusEnum().notNull(),
    tier: tierEnum().notNull(),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessId, t.createdAt.desc())],
);

/**
 * Certification events the watch job has not told vendor lists of yet (decision 060): a trigger adds
 * each new event (the events themselves are never updated); the job takes them out as it tells.
 */
export const certificationEventsToWatch = pgTable("certification_events_to_watch", {
  eventId: uuid()
    .primaryKey()
    .references(() => certificationEvents.id, { onDelete: "cascade" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The certification notices already sent (decision 045), one row each, so the lifecycle job and
 * webhooks send a notice once however often they run, and on any number of processes at once: the
 * insert that claims a notice is `ON CONFLICT DO NOTHING` on the key. `kind` is reminder_60,
 * reminder_30, reminder_7 (key: the period's expiry instant, ISO; a renewal starts a new period) or
 * payment_failed (key: the provider's invoice id; `link`: where the owner pays it).
 */
export const certificationNotices = pgTable(
  "certification_notices",
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    key: text().notNull(),
    link: text(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.kind, t.key] }),
    check(
      "certification_notices_kind",
      sql`${t.kind} in ('reminder_60', 'reminder_30', 'reminder_7', 'payment_failed')`,
    ),
  ],
);

/**
 * The keys the server signs verifiable credentials with (decision 058), as JWKs: one row, made once on
 * first use by whichever process gets there first, so every process signs with the same key.
 */
export const signingKeys = pgTable("signing_keys", {
  /** The verification method's fragment in the did:web document (key-1). */
  kid: text().primaryKey(),
  publicJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each certificate's place in the credentials' status list (decision 058): given once, on the first
 * credential issued for the business, never reused. List n holds the indexes of
 * [(n - 1) × 131,072, n × 131,072).
 */
export const credentialStatusEntries = pgTable("credential_status_entries", {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: "cascade" }),
  statusIndex: integer().generatedAlwaysAsIdentity({ startWith: 0, minValue: 0 }).notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    tier: tierEnum().notNull(),
    isRenewal: boolean().notNull().default(false),
    provider: text().notNull(),
    providerSessionId: text().notNull().unique(),
    status: paymentStatusEnum().notNull().default("pending"),
    amountCents: integer().notNull(),
    currency: text().notNull().default("usd"),
    paidAt: timestamp({ withTimezone: true }),
    /** Stripe's subscription the checkout started: its later yearly invoices renew through it (decision 036). */
    providerSubscriptionId: text(),
    ...timestamps,
  },
  (t) => [
    index().on(t.businessId),
    index().on(t.providerSubscriptionId),
    check("payments_amount_nonnegative", sql`${t.amountCents} >= 0`),
  ],
);

/** Provider webhook events already handled, so a redelivery changes nothing. */
export const webhookEvents = pgTable("webhook_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// ── Opportunities and notifications ──────────────────────────────────────────

export const contractOpportunities = pgTable(
  "contract_opportunities",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    companyName: text().notNull(),
    description: text(),
    budgetMin: numeric({ precision: 12, scale: 2, mode: "number" }),
    budgetMax: numeric({ precision: 12, scale: 2, mode: "number" }),
    location: text(),
    category: opportunityCategoryEnum(),
    requirements: text().array().notNull().default(sql`'{}'::text[]`),
    /** Six-digit codes of the shipped NAICS list; owners whose profiles share one are alerted (decision 056). */
    naicsCodes: text().array().notNull().default(sql`'{}'::text[]`),
    /** Every prefix of its codes (domain naicsPrefixes), for the list's `naics` filter. */
    naicsPrefixes: text().array().notNull().default(sql`'{}'::text[]`),
    deadline: date(),
    isActive: boolean().notNull().default(true),
    /** open, closed by its poster, awarded or cancelled; open with its deadline passed reads as closed. */
    status: opportunityStatusEnum().notNull().default("open"),
    createdBy: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("contract_opportunities_active_created_idx").on(t.createdAt.desc()).where(sql`is_active`),
    index("contract_opportunities_naics_idx").using("gin", t.naicsPrefixes).with(GIN_DIRECT),
    index().on(t.createdBy),
    check(
      "contract_opportunities_budget_order",
      sql`${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}`,
    ),
  ],
);

/** One alert per opportunity and recipient business: the unique key makes a second send impossible. */
export const opportunityAlerts = pgTable(
  "opportunity_alerts",
  {
    opportunityId: uuid()
      .notNull()
      .references(() => contractOpportunities.id, { onDelete: "cascade" }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.businessId] })],
);

/** An owner's answer for one of their businesses to an opportunity: one per business (decision 056). */
export const opportunityResponses = pgTable(
  "opportunity_responses",
  {
    id: uuid().primaryKey().defaultRandom(),
    opportunityId: uuid()
      .notNull()
      .references(() => contractOpportunities.id, { onDelete: "cascade" }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text().notNull(),
    quote: numeric({ precision: 12, scale: 2, mode: "number" }),
    /** The winner agreed that its business's name shows on the awarded opportunity. */
    showNameIfAwarded: boolean().notNull().default(false),
    status: opportunityResponseStatusEnum().notNull().default("submitted"),
    decisionNote: text(),
    decidedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex().on(t.opportunityId, t.businessId), index().on(t.authorId)],
);

/** An answer's private attachments (PDF or DOCX), stored under private/opportunity-responses/. */
export const opportunityResponseFiles = pgTable(
  "opportunity_response_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    responseId: uuid()
      .notNull()
      .references(() => opportunityResponses.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    filePath: text().notNull(),
    fileSize: integer().notNull(),
    mimeType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.responseId)],
);

/** What a user wants to hear about: opportunities in these categories or at these places, whatever their tier. */
export const opportunityInterests = pgTable("opportunity_interests", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  categories: opportunityCategoryEnum().array().notNull().default(sql`'{}'`),
  /** Free text, matched case-insensitively as a part of the opportunity's location. */
  locations: text().array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One interest alert per opportunity and user: the key makes a second send impossible (the
 * Preferred alerts are keyed on the business instead, in opportunity_alerts).
 */
export const opportunityInterestAlerts = pgTable(
  "opportunity_interest_alerts",
  {
    opportunityId: uuid()
      .notNull()
      .references(() => contractOpportunities.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.opportunityId, t.userId] })],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationTypeEnum().notNull().default("other"),
    title: text().notNull(),
    message: text().notNull(),
    /** The title's and message's `notices` messages and values, to write them in each reader's language. */
    notice: jsonb().$type<StoredNotice>(),
    link: text(),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt.desc())],
);

// ── Customer reviews ─────────────────────────────────────────────────────────

/**
 * One review per customer and business (decision 044). A statement trigger (migration 0024) keeps
 * the business's rating and review_count equal to those of its reviews that are not hidden.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    body: text().notNull(),
    /** The business's one public answer, written by its owner (or an admin), and when. */
    response: text(),
    respondedBy: text().references(() => users.id, { onDelete: "set null" }),
    respondedAt: timestamp({ withTimezone: true }),
    responseUpdatedAt: timestamp({ withTimezone: true }),
    /** Set while a moderator hides the review: it leaves the public list and the figures. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When its author last wrote it, which the page shows as "edited": only writeReview sets it. Unlike the
     * other tables' `timestamps`, an update does not stamp it, so a moderator hiding or restoring the review
     * and the owner's response leave it as the author left it.
     */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_business_author_idx").on(t.businessId, t.authorId),
    index("reviews_business_published_idx")
      .on(t.businessId, t.createdAt.desc(), t.id.desc())
      .where(sql`hidden_at is null`),
    index().on(t.authorId),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_body_length",
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(REVIEW_LIMITS.body))}`,
    ),
  ],
);

/** One report per person and review; an admin's decision resolves the open ones. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_reports_review_reporter_idx").on(t.reviewId, t.reporterId),
    index("review_reports_open_idx").on(t.reviewId).where(sql`resolved_at is null`),
  ],
);

/**
 * Everything done to reviews: who, when, what and why. The moderation record, and what the posting
 * limit counts (created and replaced, by account and by address), so it outlives a deleted review.
 */
export const reviewEvents = pgTable(
  "review_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid().references(() => reviews.id, { onDelete: "set null" }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    action: reviewEventActionEnum().notNull(),
    reason: text(),
    /** The address a review was posted from (created, replaced), for the per-address limit. */
    clientAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.reviewId, t.createdAt),
    index().on(t.businessId),
    index("review_events_posts_by_actor_idx")
      .on(t.actorId, t.createdAt)
      .where(sql`action in ('created', 'replaced')`),
    index("review_events_posts_by_address_idx")
      .on(t.clientAddress, t.createdAt)
      .where(sql`action in ('created', 'replaced')`),
  ],
);

// ── Infrastructure ───────────────────────────────────────────────────────────

/** Profile views and contact/website clicks, counted per business per day. */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    day: date().notNull(),
    kind: analyticsKindEnum().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.kind] })],
);

/**
 * Who has been counted as viewing a business's page on a day: a salted hash of the visitor's address,
 * user agent and the business (never the address itself), so that a visitor counts once per business
 * per day across processes and restarts. Rows older than yesterday are deleted.
 */
export const profileViewVisitors = pgTable(
  "profile_view_visitors",
  {
    day: date().notNull(),
    visitor: text().notNull(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] }), index().on(t.businessId)],
);

/** Messages the app would have sent, kept when no SMTP server is configured (the dev outbox). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers (List-Unsubscribe…), as SMTP would send them. */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.to, t.createdAt.desc())],
);

/** Messages sent with the Contact page's form; each is also e-mailed to the operator. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The signed-in sender, if any. */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** The sender's address, for the hourly limit (null when the server cannot tell). */
    clientAddress: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.clientAddress, t.createdAt)],
);

// ── Vendor lists ─────────────────────────────────────────────────────────────

/** A buyer's uploaded vendor file (decision 059): its rows are matched to businesses by a job. */
export const vendorLists = pgTable(
  "vendor_lists",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The uploaded file's name. */
    name: text().notNull(),
    status: vendorListStatusEnum().notNull().default("processing"),
    totalRows: integer().notNull(),
    /** Rows the job has matched so far (the progress). */
    matchedRows: integer().notNull().default(0),
    error: text(),
    /** The owner asked for one e-mail a week of the changes to the list's vendors (decision 060). */
    weeklyDigest: boolean().notNull().default(false),
    /** Changes up to this instant were in a digest already. */
    digestSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index().on(t.ownerId, t.createdAt.desc(), t.id.desc())],
);

/** One vendor of a list as given, its match keys, and the business it was matched to. */
export const vendorListRows = pgTable(
  "vendor_list_rows",
  {
    listId: uuid()
      .notNull()
      .references(() => vendorLists.id, { onDelete: "cascade" }),
    /** The row's number in the file (the header is row 1). */
    rowNumber: integer().notNull(),
    name: text().notNull(),
    address: text(),
    city: text(),
    state: text(),
    postcode: text(),
    country: text(),
    phone: text(),
    website: text(),
    email: text(),
    nameKey: text().notNull(),
    phoneE164: text("phone_e164"),
    phoneKey: text(),
    webDomain: text(),
    mailDomain: text(),
    postcodeKey: text(),
    houseNumber: text(),
    businessId: uuid().references(() => businesses.id, { onDelete: "set null" }),
    /** Null until the job has matched the row. */
    confidence: matchConfidenceEnum(),
    reason: text().notNull().default(""),
    nameSimilarity: doublePrecision(),
    decision: matchDecisionEnum().notNull().default("pending"),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.rowNumber] }),
    // The list's page filtered by confidence, by row number.
    index("vendor_list_rows_confidence_idx").on(t.listId, t.confidence, t.rowNumber),
    // Watching (later): the lists a business's change concerns.
    index("vendor_list_rows_business_idx").on(t.businessId).where(sql`business_id is not null`),
  ],
);

/** A change of a watched vendor's certification, once per list and certification event (decision 060). */
export const vendorListChanges = pgTable(
  "vendor_list_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid()
      .notNull()
      .references(() => vendorLists.id, { onDelete: "cascade" }),
    eventId: uuid()
      .notNull()
      .references(() => certificationEvents.id, { onDelete: "cascade" }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    kind: vendorChangeKindEnum().notNull(),
    tier: tierEnum().notNull(),
    previousTier: tierEnum(),
    happenedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.listId, t.eventId), index().on(t.listId, t.createdAt.desc())],
);

/** A buyer's https endpoint for a list's changes; the secret signs each delivery (decision 060). */
export const vendorListWebhooks = pgTable("vendor_list_webhooks", {
  listId: uuid()
    .primaryKey()
    .references(() => vendorLists.id, { onDelete: "cascade" }),
  url: text().notNull(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One change POSTed to one endpoint: its tries and how the last one went. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid().primaryKey().defaultRandom(),
    listId: uuid()
      .notNull()
      .references(() => vendorListWebhooks.listId, { onDelete: "cascade" }),
    changeId: uuid()
      .notNull()
      .references(() => vendorListChanges.id, { onDelete: "cascade" }),
    status: webhookDeliveryStatusEnum().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.listId, t.changeId), index().on(t.listId, t.createdAt.desc())],
);
