import { randomUUID } from "node:crypto";
import { CATEGORIES } from "~/domain/categories/categories";
import type { PlacementSource } from "~/domain/places/placement";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { figuresOf } from "~/domain/reviews/review-figures";
import { ADJECTIVES, CATEGORY_WORDS, PLACES, STREET_TYPES, STREETS, SURNAMES, THEMES } from "./bulk-words";
import { weekdaysAndWeekend, weekly } from "./hours";

/** Words so rare that a keyword search for one finds a handful of rows in a million. */
export const RARE_WORDS = ["Sundiata", "Nyota", "Kwanzaa", "Asantewaa", "Mansa"];
const RARE_RATE = 1 / 20_000;

/** Column arrays of a batch, in the order of BULK_COLUMNS. */
export type BulkBatch = {
  id: string[];
  name: string[];
  description: string[];
  category: string[];
  category_slug: string[];
  sub_category: (string | null)[];
  address: string[];
  city: string[];
  state: string[];
  zip_code: string[];
  country: string[];
  time_zone: string[];
  phone: string[];
  email: (string | null)[];
  website: (string | null)[];
  /** The mean and count of `review_stars`: the figures the reviews inserted with the rows make. */
  rating: (number | null)[];
  review_count: number[];
  /** The stars of each business's reviews (bulk-insert.ts inserts them after the businesses). */
  review_stars: number[][];
  is_verified: boolean[];
  certification_tier: string[];
  certification_status: string[];
  certification_requested_at: (Date | null)[];
  certification_expires_at: (Date | null)[];
  certificate_number: (string | null)[];
  business_hours: (string | null)[];
  is_active: boolean[];
  created_at: Date[];
  /** Where it is and its area's centroid (null when unplaced), how it was placed, and whether only the area shows. */
  latitude: (number | null)[];
  longitude: (number | null)[];
  area_latitude: (number | null)[];
  area_longitude: (number | null)[];
  placed_by: (PlacementSource | null)[];
  show_area_only: boolean[];
};

const HOURS = [
  weekdaysAndWeekend(["09:00", "17:00"], null, null),
  weekdaysAndWeekend(["10:00", "19:00"], ["10:00", "19:00"], ["12:00", "17:00"]),
  weekly("11:00", "22:00", ["Monday"]),
  weekly("18:00", "02:00", ["Monday", "Tuesday", "Wednesday"]),
  weekly("00:00", "23:59"),
  weekly("06:00", "14:00", ["Sunday"]),
  weekly("08:00", "18:00", ["Sunday"]),
].map((h) => JSON.stringify(h));

const TAILS = [
  "Family owned and operated.",
  "Proudly Black-owned since day one.",
  "Serving the neighbourhood for over twenty years.",
  "Walk-ins welcome.",
  "Ask about our community discounts.",
  "Women-owned and community-focused.",
];

const DAY_MS = 86_400_000;
type Place = (typeof PLACES)[number];
const zoneCache = new Map<Place, string>();
function zoneOf(place: Place): string {
  let zone = zoneCache.get(place);
  if (!zone) {
    zone = defaultTimeZone(place.country, place.state);
    zoneCache.set(place, zone);
  }
  return zone;
}

/** mulberry32: a tiny seeded generator, so row g is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks early entries more often than late ones (power > 1 = more skew). */
const skewed = <T>(list: readonly T[], r: number, power = 2): T =>
  list[Math.floor(list.length * r ** power)]!;
const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(list.length * r)]!;
const digits = (pattern: string, rnd: () => number) =>
  pattern.replace(/#/g, () => String(Math.floor(rnd() * 10)));

function nameOf(rnd: () => number, noun: string, city: string): string {
  const theme = rnd() < RARE_RATE ? pick(RARE_WORDS, rnd()) : skewed(THEMES, rnd(), 2.5);
  const form = rnd();
  if (form < 0.3) return `${skewed(SURNAMES, rnd())}'s ${noun}`;
  if (form < 0.6) return `${theme} ${noun}`;
  if (form < 0.8) return `${skewed(ADJECTIVES, rnd())} ${theme} ${noun}`;
  if (form < 0.9) return `${city} ${noun}`;
  return `${theme} & ${skewed(THEMES, rnd(), 2.5)} ${noun}`;
}

const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/**
 * `count` realistic businesses numbered from `start`: names from word lists (common and rare
 * words), every category of the one list, US cities weighted first then the other nineteen countries,
 * seven kinds of hours (one overnight) or none, ratings skewed high, Free to Preferred tiers with
 * approved, expiring, expired, pending and rejected certifications, 3% inactive, placed near
 * their city (pushPosition). Owner-less.
 */
export function generateBatch(start: number, count: number, now: Date, certificateBase: number): BulkBatch {
  const b: BulkBatch = {
    id: [],
    name: [],
    description: [],
    category: [],
    category_slug: [],
    sub_category: [],
    address: [],
    city: [],
    state: [],
    zip_code: [],
    country: [],
    time_zone: [],
    phone: [],
    email: [],
    website: [],
    rating: [],
    review_count: [],
    review_stars: [],
    is_verified: [],
    certification_tier: [],
    certification_status: [],
    certification_requested_at: [],
    certification_expires_at: [],
    certificate_number: [],
    business_hours: [],
    is_active: [],
    created_at: [],
    latitude: [],
    longitude: [],
    area_latitude: [],
    area_longitude: [],
    placed_by: [],
    show_area_only: [],
  };
  const year = now.getUTCFullYear();
  for (let i = 0; i < count; i++) {
    const g = start + i;
    const rnd = seededRandom(Math.imul(g + 1, 2_654_435_761));
    const category = CATEGORIES[Math.floor(rnd() * CATEGORIES.length)]!;
    const words = CATEGORY_WORDS[category.slug];
    const place = rnd() < 0.72 ? skewed(PLACES.slice(0, 37), rnd(), 1.6) : pick(PLACES.slice(37), rnd());
    const zone = zoneOf(place);
    const name = nameOf(rnd, skewed(words.nouns, rnd(), 1.5), place.city);
    const sub = rnd() < 0.8 ? skewed(words.subs, rnd(), 1.5) : null;
    const hasSite = rnd() < 0.6;
    const domain = `${slugOf(name)}${g}.example`;

    b.id.push(randomUUID());
    b.name.push(name);
    b.description.push(`${words.pitch} in ${place.city}. ${sub ? `${sub}. ` : ""}${pick(TAILS, rnd())}`);
    b.category.push(category.title);
    b.category_slug.push(category.slug);
    b.sub_category.push(sub);
    b.address.push(
      `${100 + Math.floor(rnd() * 9800)} ${skewed(STREETS, rnd())} ${pick(STREET_TYPES, rnd())}`,
    );
    b.city.push(place.city);
    b.state.push(place.state);
    b.zip_code.push(digits(place.zip, rnd));
    b.country.push(place.country);
    b.time_zone.push(zone);
    b.phone.push(digits(place.phone, rnd));
    b.email.push(hasSite ? `info@${domain}` : null);
    b.website.push(hasSite ? `https://www.${domain}` : null);
    const stars = reviewStarsOf(g);
    const figures = figuresOf(stars);
    b.review_stars.push(stars);
    b.review_count.push(figures.review_count);
    b.rating.push(figures.rating);
    b.business_hours.push(rnd() < 0.08 ? null : pick(HOURS, rnd()));
    b.is_active.push(rnd() >= 0.03);
    b.created_at.push(new Date(now.getTime() - Math.floor(rnd() * 3 * 365 * DAY_MS)));
    pushCertification(b, rnd, now, year, certificateBase + g);
    pushPosition(b, g, place);
  }
  return b;
}

/** Countries whose postcodes the gazetteer places (the rest are placed by city). */
const POSTCODE_COUNTRIES = new Set(["USA", "Canada"]);
const KM_PER_DEGREE = 111.32;

/** A point up to `km` from `lat`,`lng`, evenly over the disc. */
function near(lat: number, lng: number, km: number, rnd: () => number): { lat: number; lng: number } {
  const r = km * Math.sqrt(rnd());
  const angle = 2 * Math.PI * rnd();
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  return {
    lat: round(lat + (r * Math.cos(angle)) / KM_PER_DEGREE),
    lng: round(lng + (r * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))),
  };
}

/**
 * Business g's place, from a stream of its own (the other columns stay as they were), near the real
 * city it is in: where postcodes are placed, its postcode area's centroid within 15 km of the centre,
 * else the city's centre; one in ten at its owner's pin within a kilometre of that; one in
 * twenty-five shows only its area; one in two hundred is unplaced. No gazetteer call per row.
 */
function pushPosition(b: BulkBatch, g: number, place: Place) {
  const rnd = seededRandom(Math.imul(g + 1, 69_069) ^ 0x27d4eb2d);
  if (rnd() < 0.005) {
    b.latitude.push(null);
    b.longitude.push(null);
    b.area_latitude.push(null);
    b.area_longitude.push(null);
    b.placed_by.push(null);
    b.show_area_only.push(false);
    return;
  }
  const byPostcode = POSTCODE_COUNTRIES.has(place.country);
  const area = byPostcode ? near(place.lat, place.lng, 15, rnd) : { lat: place.lat, lng: place.lng };
  const pinned = rnd() < 0.1;
  const at = pinned ? near(area.lat, area.lng, 1, rnd) : area;
  b.latitude.push(at.lat);
  b.longitude.push(at.lng);
  b.area_latitude.push(area.lat);
  b.area_longitude.push(area.lng);
  b.placed_by.push(pinned ? "owner" : byPostcode ? "postcode" : "city");
  b.show_area_only.push(rnd() < 0.04);
}

/**
 * The stars of business g's reviews, from a stream of their own: none for about four in ten
 * businesses, up to eight, mostly fives and fours (most listed businesses are well reviewed).
 */
export function reviewStarsOf(g: number): number[] {
  const rnd = seededRandom(Math.imul(g + 1, 40_503) ^ 0x5bd1e995);
  const count = Math.floor(rnd() ** 2.5 * (BULK_REVIEWS_MAX + 1));
  return Array.from({ length: count }, () => {
    const r = rnd();
    return r < 0.5 ? 5 : r < 0.78 ? 4 : r < 0.9 ? 3 : r < 0.96 ? 2 : 1;
  });
}

/** At most this many reviews per generated business, each by a different one of the bulk reviewers. */
export const BULK_REVIEWS_MAX = 8;

function pushCertification(b: BulkBatch, rnd: () => number, now: Date, year: number, serial: number) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  if (rnd() < 0.68) {
    b.certification_tier.push("Free");
    b.certification_status.push("none");
    b.is_verified.push(false);
    b.certification_requested_at.push(null);
    b.certification_expires_at.push(null);
    b.certificate_number.push(null);
    return;
  }
  const t = rnd();
  b.certification_tier.push(t < 0.4 ? "Verified" : t < 0.75 ? "Certified" : "Preferred");
  const s = rnd();
  if (s < 0.7) {
    const e = rnd();
    const expiresIn =
      e < 0.8
        ? 31 + Math.floor(rnd() * 670)
        : e < 0.88
          ? Math.floor(rnd() * 30)
          : -1 - Math.floor(rnd() * 200);
    b.certification_status.push("approved");
    b.is_verified.push(true);
    b.certification_requested_at.push(at(expiresIn - 375));
    b.certification_expires_at.push(at(expiresIn));
    b.certificate_number.push(`UJ-${year}-${String(serial).padStart(6, "0")}`);
    return;
  }
  b.certification_status.push(s < 0.88 ? "pending" : "rejected");
  b.is_verified.push(false);
  b.certification_requested_at.push(at(-Math.floor(rnd() * 60)));
  b.certification_expires_at.push(null);
  b.certificate_number.push(null);
}
