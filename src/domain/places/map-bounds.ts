import type { LatLng } from "./placement";

/**
 * A map's view in decimal degrees, as GeoJSON orders a bounding box (RFC 7946, section 5): west is
 * greater than east when the box crosses the antimeridian (180°).
 */
export type MapBbox = { west: number; south: number; east: number; north: number };

/** A real position: finite latitude within ±90 and longitude within ±180. */
export function isLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** The smallest box around the real positions among `points`, or null when there is none. */
export function bboxOfPoints(points: readonly LatLng[]): MapBbox | null {
  const real = points.filter(isLatLng);
  if (real.length === 0) return null;
  const lats = real.map((p) => p.lat);
  const lngs = real.map((p) => p.lng);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/** A longitude brought into [-180, 180]; 180 itself stays 180 (east edge of the world). */
function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));

/**
 * A map's view as a search asks for it: the edges of what the map shows, which may lie past ±180 once
 * the map was panned round the world, brought back into range. A view wider than the world, or one
 * across the antimeridian (a phone zoomed far out, or the Pacific), is the whole band of its latitudes:
 * the search takes no box across 180°. Degrees are rounded to 5 decimals (about a metre), so a view
 * makes a short, shareable URL.
 */
export function bboxOfView(view: MapBbox): MapBbox {
  const south = round(clampLatitude(Math.min(view.south, view.north)));
  const north = round(clampLatitude(Math.max(view.south, view.north)));
  const whole = { west: -180, south, east: 180, north };
  if (!(view.east - view.west < 360)) return whole;
  const west = round(wrapLongitude(view.west));
  const east = round(wrapLongitude(view.east));
  return west > east ? whole : { west, south, east, north };
}
