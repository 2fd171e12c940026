import type { LatLng } from "./placement";

/** OpenStreetMap's route planner with the destination filled in and the start left to the visitor. */
export function directionsUrl(point: LatLng): string {
  const lat = Number(point.lat.toFixed(6));
  const lng = Number(point.lng.toFixed(6));
  return `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lng}`;
}
