import { type SQL, sql } from "drizzle-orm";
import { findCountry } from "~/domain/places/countries";
import { defaultRadiusKm, EARTH_RADIUS_KM, greatCircleKm, usesMiles } from "~/domain/places/distance";
import type { LatLng } from "~/domain/places/placement";
import {
  type Bbox,
  type DistanceUnit,
  PLACE_NOT_FOUND,
  parseBbox,
  radiusInKm,
  roundedKm,
} from "~/domain/search/search-area";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { SearchPlace } from "~/domain/search/search-result";
import type { Db } from "~/server/db/client";
import { AppError } from "~/server/errors";
import { findPlace } from "~/server/services/places/gazetteer";
import { rowsOf } from "./row-estimate";

// Where a search looks, on the public point of each business (map_latitude, map_longitude: the
// area's centroid for a business that shows only its area). Every condition has two forms, as the
// other filters do (search-conditions.ts): one the planner can answer from the GiST index on
// ll_to_earth(map_latitude, map_longitude) (migration 0033), for a narrow search; and one of plain
// arithmetic on the two columns, hidden from it, for a broad one read along another index.
// Distances are great circles on the mean sphere, the same in SQL as in domain/places/distance.ts.

/**
 * A search's area: the point distances are measured from (a place found for `near`, or `lat` and
 * `lng`), within `radiusKm` of it (null when a map's view bounds the search instead), and/or inside
 * a map's view; `unit` is how its distances are shown.
 */
export type SearchArea = {
  origin: (LatLng & { label: string | null; countryCode: string | null }) | null;
  radiusKm: number | null;
  bbox: Bbox | null;
  unit: DistanceUnit;
};

/**
 * The area of a search, or null when it has none. A place the gazetteer cannot find is a 404 with
 * the message the pages show too. Without `radius`: 25 miles in the US and the UK, 40 km elsewhere
 * (for a position, the country of the nearest placed business decides); with a map's view and no
 * `radius`, the view alone bounds the search and the point only measures and orders.
 */
export async function searchAreaOf(db: Db, params: BusinessSearch): Promise<SearchArea | null> {
  const bbox = params.bbox ? parseBbox(params.bbox) : null;
  const view = bbox && !("error" in bbox) ? bbox : null;
  let origin: SearchArea["origin"] = null;
  if (params.near) {
    const place = await findPlace(params.near);
    if (!place) throw AppError.of("not_found", PLACE_NOT_FOUND, { near: params.near });
    origin = { lat: place.lat, lng: place.lng, label: place.label, countryCode: place.countryCode };
  } else if (params.lat !== undefined && params.lng !== undefined) {
    const at = { lat: params.lat, lng: params.lng };
    origin = { ...at, label: null, countryCode: params.unit ? null : await nearestCountryCode(db, at) };
  }
  if (!origin && !view) return null;
  const unit = params.unit ?? (usesMiles(origin?.countryCode) ? "mi" : "km");
  const radiusKm = !origin
    ? null
    : params.radius !== undefined
      ? radiusInKm(params.radius, unit)
      : view
        ? null
        : defaultRadiusKm(params.unit ? (unit === "mi" ? "US" : null) : origin.countryCode);
  return { origin, radiusKm, bbox: view, unit };
}

/** The country (ISO code) of the placed business nearest to `at`, read along the GiST index: one row. */
async function nearestCountryCode(db: Db, at: LatLng): Promise<string | null> {
  const result = await db.execute(sql`select country from businesses
    where is_active and map_latitude is not null
    order by ${MAP_POINT} <-> ${earthPoint(at)} limit 1`);
  return findCountry(rowsOf<{ country: string }>(result)[0]?.country)?.code ?? null;
}

/** The searched place as an answer gives it. */
export function searchPlaceOf(area: SearchArea | null): SearchPlace | null {
  const origin = area?.origin;
  if (!origin) return null;
  return {
    label: origin.label,
    lat: origin.lat,
    lng: origin.lng,
    country_code: origin.countryCode,
    radius_km: area.radiusKm === null ? null : roundedKm(area.radiusKm),
  };
}

/** How far a business's public point is from the searched point (km, to the metre), or null. */
export function distanceKmOf(area: SearchArea | null, location: LatLng | null): number | null {
  if (!area?.origin || !location) return null;
  return roundedKm(greatCircleKm(area.origin, location));
}

/** The indexed expression: a business's public point in earthdistance's space. */
export const MAP_POINT = sql.raw("ll_to_earth(map_latitude, map_longitude)");

/** The radius of earthdistance's sphere (its earth(), metres), on which its points and boxes lie. */
const EARTH_SPHERE_M = 6_378_168;
/** A box's margin over the exact test: rounding never drops a business on its edge. */
const BOX_MARGIN = 1.001;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** ll_to_earth's x, y, z of a point (metres from the Earth's centre). */
function earthXyz({ lat, lng }: LatLng): [number, number, number] {
  const [φ, λ] = [radians(lat), radians(lng)];
  return [
    EARTH_SPHERE_M * Math.cos(φ) * Math.cos(λ),
    EARTH_SPHERE_M * Math.cos(φ) * Math.sin(λ),
    EARTH_SPHERE_M * Math.sin(φ),
  ];
}

/**
 * A cube from its corners. Computed here, not by ll_to_earth and earth_box in the statement: the
 * planner folds those for every use (their domain checks included), ~3 ms of planning per statement.
 */
function cubeSql(low: number[], high: number[] = low): SQL {
  const list = (values: number[]) =>
    sql.join(
      values.map((v) => sql`${v}::float8`),
      sql`, `,
    );
  return low === high ? sql`cube(array[${list(low)}])` : sql`cube(array[${list(low)}], array[${list(high)}])`;
}

/** A point in earthdistance's space (ll_to_earth's). */
export const earthPoint = (point: LatLng): SQL => cubeSql(earthXyz(point));

/** earth_box: the cube around a point holding every point within `meters` of it (a great circle on earth()). */
function earthBox(point: LatLng, meters: number): SQL {
  const chord = 2 * EARTH_SPHERE_M * Math.sin(Math.min(Math.PI / 2, meters / (2 * EARTH_SPHERE_M)));
  const center = earthXyz(point);
  return cubeSql(
    center.map((v) => v - chord),
    center.map((v) => v + chord),
  );
}

/**
 * The haversine term of the distance from `origin` (monotone in it, so it orders as the distance
 * does): d ≤ r exactly when it is ≤ sin²(r / 2R). Plain arithmetic on the two columns.
 */
function haversineTerm(origin: LatLng): SQL {
  return sql`(power(sin(radians(map_latitude - ${origin.lat}::float8) / 2), 2) + ${Math.cos(radians(origin.lat))}::float8 * cos(radians(map_latitude)) * power(sin(radians(map_longitude - ${origin.lng}::float8) / 2), 2))`;
}

/**
 * The area's conditions. `indexed`: with the GiST index's own test (`&&` a box around the circle,
 * or around the view), for a narrow search and for nearest-first reading; else only the exact
 * arithmetic, which the planner cannot take to that index and reads along another one.
 */
export function areaConditions(area: SearchArea, indexed: boolean): SQL[] {
  const conditions: SQL[] = [];
  const { origin, radiusKm, bbox } = area;
  if (indexed) conditions.push(sql`map_latitude is not null`);
  if (origin && radiusKm !== null) {
    if (indexed) {
      const boxM = ((radiusKm * 1000 * EARTH_SPHERE_M) / (EARTH_RADIUS_KM * 1000)) * BOX_MARGIN;
      conditions.push(sql`${MAP_POINT} && ${earthBox(origin, boxM)}`);
    }
    const bound = Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2;
    conditions.push(sql`${haversineTerm(origin)} <= ${bound}::float8`);
  }
  if (bbox) {
    if (indexed) conditions.push(sql`${MAP_POINT} && ${viewCube(bbox)}`);
    // One expression rather than four comparisons: the planner's guess for it is "common", where the
    // columns' statistics, taken as independent, put a city's view at a twentieth of its businesses.
    conditions.push(
      sql`least(map_latitude - ${bbox.south}::float8, ${bbox.north}::float8 - map_latitude, map_longitude - ${bbox.west}::float8, ${bbox.east}::float8 - map_longitude) >= 0`,
    );
  }
  return conditions;
}

/** Nearest first by arithmetic, then by id: every match is sorted (a narrow search, or an export). */
export function byDistance(origin: LatLng): SQL[] {
  return [sql`${haversineTerm(origin)} asc`, sql`id asc`];
}

/**
 * The smallest box of earthdistance's space holding every point of a view: x, y and z take their
 * extremes at the view's corners, or where it crosses the equator (x, y) or a quarter meridian.
 */
function viewCube({ west, south, east, north }: Bbox): SQL {
  const lats = [south, north, ...(south < 0 && north > 0 ? [0] : [])];
  const lngs = [west, east, ...[-180, -90, 0, 90, 180].filter((l) => l > west && l < east)];
  const points = lats.flatMap((lat) => lngs.map((lng) => earthXyz({ lat, lng })));
  const margin = 10;
  return cubeSql(
    [0, 1, 2].map((i) => Math.min(...points.map((p) => p[i]!)) - margin),
    [0, 1, 2].map((i) => Math.max(...points.map((p) => p[i]!)) + margin),
  );
}
