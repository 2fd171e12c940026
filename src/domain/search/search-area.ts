// Where a search looks: around a point (a place or a position) within a radius, or inside a map's
// view. Pure rules, shared by the schema (validation), the server (conditions) and the pages; the
// distances themselves are the places area's (great circles on the mean sphere).
import { formatDistance, milesToKm } from "~/domain/places/distance";

/** The units a distance is shown in: miles in the United States and the United Kingdom, else kilometres. */
export const DISTANCE_UNITS = ["mi", "km"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** A map's view: its west and east longitudes, its south and north latitudes (decimal degrees). */
export type Bbox = { west: number; south: number; east: number; north: number };

export const BBOX_FORMAT = 'bbox must be "west,south,east,north" in decimal degrees';
export const BBOX_ACROSS_ANTIMERIDIAN =
  "bbox must not cross the 180th meridian (west east of east): ask for each side of it separately";

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/** A map's view from "west,south,east,north", or the message saying what is wrong with it. */
export function parseBbox(text: string): Bbox | { error: string } {
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !DECIMAL.test(p))) return { error: BBOX_FORMAT };
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((v) => v < -180 || v > 180))
    return { error: "bbox longitudes (west, east) must be between -180 and 180" };
  if ([south, north].some((v) => v < -90 || v > 90))
    return { error: "bbox latitudes (south, north) must be between -90 and 90" };
  if (south > north) return { error: "bbox south must not be north of its north" };
  if (west > east) return { error: BBOX_ACROSS_ANTIMERIDIAN };
  return { west, south, east, north };
}

/** A view as a query writes it, one way for equal views. */
export function bboxText({ west, south, east, north }: Bbox): string {
  return `${west},${south},${east},${north}`;
}

/** A distance as an answer carries it: kilometres to the metre. */
export function roundedKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}

/** A radius in kilometres from a number in `unit`. */
export function radiusInKm(radius: number, unit: DistanceUnit): number {
  return unit === "mi" ? milesToKm(radius) : radius;
}

/** A distance as a card shows it, in `unit` ("2.3 mi", "3.7 km", "12 km"): formatDistance's rules. */
export function distanceLabel(km: number, unit: DistanceUnit): string {
  // formatDistance speaks by country: the United States stands for every country that uses miles.
  return formatDistance(km, unit === "mi" ? "US" : null);
}

/** What a search near a place the gazetteer does not know answers (the API's 404, the pages' notice). */
export const PLACE_NOT_FOUND = 'We could not find "{near}". Try a city and state, or a postcode.';

export function placeNotFoundMessage(near: string): string {
  return PLACE_NOT_FOUND.replace("{near}", near);
}
