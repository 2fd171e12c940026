import type { ManagedBusiness } from "~/domain/businesses/business-schema";

/**
 * A business as the API answers it, for component and route tests: a Free retail shop, not placed
 * on the map, unless `fields` say otherwise. Its owner's view (a superset of the public one).
 */
export function aBusiness(fields: Partial<ManagedBusiness> = {}): ManagedBusiness {
  return {
    id: "b1",
    name: "Soul Kitchen",
    description: null,
    category: "Retail",
    sub_category: null,
    category_slug: "retail",
    address: null,
    city: "Atlanta",
    state: "GA",
    zip_code: null,
    country: "USA",
    time_zone: "America/New_York",
    phone: null,
    email: null,
    website: null,
    logo_url: null,
    images: [],
    social_media: null,
    business_hours: null,
    rating: null,
    review_count: 0,
    is_verified: false,
    is_active: true,
    certification_tier: "Free",
    certification_status: "none",
    certification_requested_at: null,
    certification_expires_at: null,
    certificate_number: null,
    location: null,
    show_area_only: false,
    position: null,
    unplaced: true,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}
