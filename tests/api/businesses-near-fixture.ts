import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { businesses } from "~/server/db/schema";

const DAY = 86_400_000;
/** Creation and expiry dates are relative to the real clock: the API compares them with it. */
const daysFromNow = (d: number) => new Date(Date.now() + d * DAY);
const closedAllWeek = Object.fromEntries(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => [
    day,
    { open: "09:00", close: "17:00", closed: true },
  ]),
);

/** A point in decimal degrees. */
export type Point = { lat: number; lng: number };

/** Where the bundled gazetteer puts "Atlanta, GA" and "Lagos" (what `near` measures from). */
export const ATLANTA: Point = { lat: 33.749, lng: -84.38798 };
export const LAGOS: Point = { lat: 6.45407, lng: 3.39467 };

/**
 * Businesses placed directly (their stored positions, as placing on create would store them), around
 * Atlanta (1 to 100 km from its centre), in Lagos, Toronto and London, plus one not placed and one
 * inactive. Keys are short names; `points` are their public points (an area-only business's area).
 */
export async function seedPlacedDirectory(db: Db) {
  const placed = (lat: number, lng: number) => ({ latitude: lat, longitude: lng, placedBy: "city" as const });
  const rows = await db
    .insert(businesses)
    .values([
      {
        name: "Auburn Soul Kitchen",
        category: "Restaurant",
        categorySlug: "restaurant",
        subCategory: "Soul Food",
        city: "Atlanta",
        state: "GA",
        ...placed(33.755, -84.38),
        isVerified: true,
        certificationTier: "Preferred",
        certificationStatus: "approved",
        certificationExpiresAt: daysFromNow(200),
        createdAt: daysFromNow(-1),
      },
      {
        name: "Decatur Barber Lounge",
        category: "Beauty & Barber",
        categorySlug: "beauty-barber",
        city: "Decatur",
        state: "GA",
        ...placed(33.7748, -84.2963),
        createdAt: daysFromNow(-2),
      },
      {
        name: "Marietta Books",
        category: "Retail & Shopping",
        categorySlug: "retail-shopping",
        city: "Marietta",
        state: "GA",
        ...placed(33.9526, -84.5499),
        businessHours: closedAllWeek,
        createdAt: daysFromNow(-3),
      },
      {
        name: "Athens Soul Cafe",
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "Athens",
        state: "GA",
        ...placed(33.9519, -83.3576),
        createdAt: daysFromNow(-4),
      },
      {
        // Home-based: the public point is its area's centroid, never where it is.
        name: "Home Baker Atlanta",
        category: "Restaurant",
        categorySlug: "restaurant",
        subCategory: "Bakery",
        address: "12 Private Lane",
        city: "Atlanta",
        state: "GA",
        ...placed(33.81, -84.4),
        areaLatitude: 33.77,
        areaLongitude: -84.39,
        showAreaOnly: true,
        isVerified: true,
        certificationTier: "Certified",
        certificationStatus: "approved",
        createdAt: daysFromNow(-5),
      },
      {
        name: "Unplaced Atlanta Deli",
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "Atlanta",
        state: "GA",
        createdAt: daysFromNow(-6),
      },
      {
        name: "Closed Atlanta Grill",
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "Atlanta",
        state: "GA",
        ...placed(33.75, -84.39),
        isActive: false,
        createdAt: daysFromNow(-7),
      },
      {
        name: "Lagos Jollof House",
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "Lagos",
        country: "Nigeria",
        timeZone: "Africa/Lagos",
        ...placed(6.455, 3.39),
        createdAt: daysFromNow(-8),
      },
      {
        name: "Ikeja Tech Hub",
        category: "IT-Data-Telecom",
        categorySlug: "it-data-telecom",
        city: "Ikeja",
        country: "Nigeria",
        timeZone: "Africa/Lagos",
        ...placed(6.6018, 3.3515),
        createdAt: daysFromNow(-9),
      },
      {
        name: "Queen West Studio",
        category: "Arts & Entertainment",
        categorySlug: "arts-entertainment",
        city: "Toronto",
        state: "ON",
        country: "Canada",
        timeZone: "America/Toronto",
        ...placed(43.648, -79.4),
        createdAt: daysFromNow(-10),
      },
      {
        name: "Brixton Grill",
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "London",
        country: "United Kingdom",
        timeZone: "Europe/London",
        ...placed(51.4613, -0.1156),
        createdAt: daysFromNow(-11),
      },
    ])
    .returning({ id: businesses.id, name: businesses.name });
  const id = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
  return {
    auburn: id("Auburn"),
    decatur: id("Decatur"),
    marietta: id("Marietta"),
    athens: id("Athens"),
    homeBaker: id("Home Baker"),
    unplaced: id("Unplaced"),
    closedGrill: id("Closed"),
    lagos: id("Lagos"),
    ikeja: id("Ikeja"),
    queenWest: id("Queen"),
    brixton: id("Brixton"),
  };
}

/** The short names of the fixture, for readable assertions. */
export const NEAR_SHORT: Record<string, string> = {
  "Auburn Soul Kitchen": "auburn",
  "Decatur Barber Lounge": "decatur",
  "Marietta Books": "marietta",
  "Athens Soul Cafe": "athens",
  "Home Baker Atlanta": "homeBaker",
  "Unplaced Atlanta Deli": "unplaced",
  "Closed Atlanta Grill": "closedGrill",
  "Lagos Jollof House": "lagos",
  "Ikeja Tech Hub": "ikeja",
  "Queen West Studio": "queenWest",
  "Brixton Grill": "brixton",
};

/** The public points of the fixture (an area-only business's is its area's centroid). */
export const NEAR_POINTS: Record<string, Point> = {
  auburn: { lat: 33.755, lng: -84.38 },
  decatur: { lat: 33.7748, lng: -84.2963 },
  marietta: { lat: 33.9526, lng: -84.5499 },
  athens: { lat: 33.9519, lng: -83.3576 },
  homeBaker: { lat: 33.77, lng: -84.39 },
  lagos: { lat: 6.455, lng: 3.39 },
  ikeja: { lat: 6.6018, lng: 3.3515 },
  queenWest: { lat: 43.648, lng: -79.4 },
  brixton: { lat: 51.4613, lng: -0.1156 },
};

/**
 * `count` more active restaurants around Atlanta, three at each of count / 3 points of a grid about a
 * kilometre apart (so equally distant businesses straddle pages), newest first by number: "Grid Diner
 * n", or from number `soulFrom` on (the older ones) "Soul Grid Bar n". The planner's statistics are
 * brought up to date.
 */
export async function seedManyAroundAtlanta(db: Db, count: number, soulFrom = count + 1) {
  await db.execute(sql`insert into businesses (name, category, category_slug, city, state, latitude, longitude, placed_by, created_at)
    select case when g >= ${soulFrom}::int then 'Soul Grid Bar ' else 'Grid Diner ' end || g, 'Restaurant', 'restaurant',
      'Atlanta', 'GA', ${ATLANTA.lat}::float8 + ((g % 20) - 10) * 0.01,
      ${ATLANTA.lng}::float8 + (((g / 20) % 20) - 10) * 0.01, 'city',
      now() - interval '30 days' - g * interval '1 minute'
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`analyze businesses`);
}
