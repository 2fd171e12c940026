// Where a search looks: around a point (a place or a position) within a radius, or inside a map's
// view. Pure rules, shared by the schema (validation), the server (conditions) and the pages.

/** The units a distance is shown in: miles in the United States and the United Kingdom, else kilometres. */
export const DISTANCE_UNITS = ["mi", "km"] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const KM_PER_MILE = 1.609344;
/** The mean radius of the Earth (IUGG), the sphere every distance here is measured on. */
export const EARTH_RADIUS_KM = 6371.0088;
/** The widest radius a search may ask for. */
export const MAX_RADIUS_KM = 500;
/** The longest a typed place may be. */
export const MAX_PLACE_LENGTH = 100;

/** A point on the Earth in decimal degrees. */
export type GeoPoint = { lat: number; lng: number };

/** A map's view: its west and east longitudes, its south and north latitudes (decimal degrees). */
export type Bbox = { west: number; south: number; east: number; north: number };

export const BBOX_FORMAT = 'bbox must be "west,south,east,north" in decimal degrees';
export const BBOX_ACROSS_ANTIMERIDIAN =
  "bbox must not cross the 180th meridian (west greater than east): ask for each side of it separately";

/** A map's view from "west,south,east,north", or the message saying what is wrong with it. */
export function parseBbox(text: string): Bbox | { error: string } {
  const parts = text.split(",").map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(p)))
    return { error: BBOX_FORMAT };
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((v) => v < -180 || v > 180))
    return { error: "bbox longitudes (west, east) must be between -180 and 180" };
  if ([south, north].some((v) => v < -90 || v > 90))
    return { error: "bbox latitudes (south, north) must be between -90 and 90" };
  if (south > north) return { error: "bbox south must not be north of its north" };
  if (west > east) return { error: BBOX_ACROSS_ANTIMERIDIAN };
  return { west, south, east, north };
}

/** A view as the query writes it. */
export function bboxText({ west, south, east, north }: Bbox): string {
  return `${west},${south},${east},${north}`;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in kilometres (haversine, on the mean sphere). */
export function greatCircleKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as an answer carries it: kilometres to the metre. */
export function roundedKm(km: number): number {
  return Math.round(km * 1000) / 1000;
}

/** A radius in kilometres from a number in `unit`. */
export function radiusInKm(radius: number, unit: DistanceUnit): number {
  return unit === "mi" ? radius * KM_PER_MILE : radius;
}

/** A distance as a card shows it: one decimal under ten ("2.3 mi", "0.4 km"), whole above ("12 km"). */
export function distanceLabel(km: number, unit: DistanceUnit): string {
  const value = unit === "mi" ? km / KM_PER_MILE : km;
  const shown = value < 10 ? value.toFixed(1) : String(Math.round(value));
  return `${shown} ${unit}`;
}
