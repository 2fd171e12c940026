import { getTableColumns } from "drizzle-orm";
import type { Business } from "~/domain/businesses/business-schema";
import { businesses } from "~/server/db/schema";

const {
  searchVector: _searchVector,
  locationVector: _locationVector,
  ...columns
} = getTableColumns(businesses);

/** The columns a business is read with (everything but the search documents). */
export const businessColumns = columns;

export type BusinessRow = Omit<typeof businesses.$inferSelect, "searchVector" | "locationVector">;

const iso = (d: Date | string | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/** A database row as the API answers it (its snake_case fields). */
export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    sub_category: row.subCategory,
    category_slug: row.categorySlug,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
    time_zone: row.timeZone,
    phone: row.phone,
    email: row.email,
    website: row.website,
    logo_url: row.logoUrl,
    images: row.images ?? [],
    social_media: row.socialMedia ?? null,
    business_hours: (row.businessHours as Business["business_hours"]) ?? null,
    rating: row.rating === null ? null : Number(row.rating),
    review_count: row.reviewCount,
    is_verified: row.isVerified,
    is_active: row.isActive,
    certification_tier: row.certificationTier,
    certification_status: row.certificationStatus,
    certification_requested_at: iso(row.certificationRequestedAt),
    certification_expires_at: iso(row.certificationExpiresAt),
    certificate_number: row.certificateNumber,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
}
