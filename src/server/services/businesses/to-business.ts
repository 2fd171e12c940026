import { getTableColumns } from "drizzle-orm";
import type { Business, BusinessLocation, ManagedBusiness } from "~/domain/businesses/business-schema";
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

/** The public point: the stored map point (the area's centroid for an area-only business). */
function locationOf(row: BusinessRow): BusinessLocation | null {
  if (row.mapLatitude === null || row.mapLongitude === null) return null;
  return { lat: row.mapLatitude, lng: row.mapLongitude, precision: row.showAreaOnly ? "area" : "exact" };
}

/**
 * A database row as the API answers everyone (its snake_case fields): an area-only business
 * without its street address, and only its public point (never `latitude`/`longitude` of such a
 * business). Every public answer is made here; the owner's and admins' views by toManagedBusiness.
 */
export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    sub_category: row.subCategory,
    category_slug: row.categorySlug,
    address: row.showAreaOnly ? null : row.address,
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
    location: locationOf(row),
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  };
}

/** A row as its owner or an admin sees it: the street address, where it is exactly and how it was placed. */
export function toManagedBusiness(row: BusinessRow): ManagedBusiness {
  const { latitude: lat, longitude: lng, placedBy } = row;
  const position =
    lat !== null && lng !== null && placedBy !== null ? { lat, lng, placed_by: placedBy } : null;
  return {
    ...toBusiness(row),
    address: row.address,
    show_area_only: row.showAreaOnly,
    position,
    unplaced: position === null,
  };
}
