/**
 * How a business's position on the map was found: the centroid of its postcode, of its city in its
 * region and country (both from the bundled gazetteer), or a pin its owner dropped.
 */
export const PLACEMENT_SOURCES = ["postcode", "city", "owner"] as const;
export type PlacementSource = (typeof PLACEMENT_SOURCES)[number];

/** A point on the Earth in decimal degrees (WGS 84). */
export type LatLng = { lat: number; lng: number };

/** The longest place a person may type: "Atlanta, GA", "30303", "M5V 2T6", "Lagos, Nigeria". (No zod here: the browser's search form reads it.) */
export const MAX_PLACE_QUERY_LENGTH = 100;
