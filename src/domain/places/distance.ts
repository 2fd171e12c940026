import { formatEnglishNumber } from "~/domain/shared/english-format";
import type { LatLng } from "./placement";

/** The Earth's mean radius (IUGG), in kilometres: the sphere great-circle distances are measured on. */
export const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres in one international mile. */
const KM_PER_MILE = 1.609344;

/** The widest radius a distance search accepts, in kilometres. */
export const MAX_RADIUS_KM = 500;

/** The countries whose people measure road distances in miles. */
const MILES_COUNTRIES = new Set(["US", "GB"]);

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine, on a sphere of the mean radius). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

/** Whether distances shown for a place in this country (ISO 3166 alpha-2 code) are in miles: the US and the UK. */
export function usesMiles(countryCode: string | null | undefined): boolean {
  return MILES_COUNTRIES.has((countryCode ?? "").trim().toUpperCase());
}

/** The radius of a distance search that names none: 25 miles in the US and the UK, 40 km elsewhere. */
export function defaultRadiusKm(countryCode: string | null | undefined): number {
  return usesMiles(countryCode) ? milesToKm(25) : 40;
}

/**
 * A distance as a person reads it in that country: "2.3 mi" in the US and the UK, "3.7 km" elsewhere.
 * One decimal under 10, whole numbers from 10 ("12 mi"), and never "0.0" ("0.1 km" at the least).
 */
export function formatDistance(km: number, countryCode: string | null | undefined): string {
  const miles = usesMiles(countryCode);
  const value = Math.max(0, miles ? kmToMiles(km) : km);
  const unit = miles ? "mi" : "km";
  const tenths = Math.max(0.1, Math.round(value * 10) / 10);
  if (tenths < 10) return `${tenths.toFixed(1)} ${unit}`;
  return `${formatEnglishNumber(Math.round(value), 0)} ${unit}`;
}
