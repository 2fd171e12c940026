import { CATEGORIES } from "../src/domain/categories/categories.ts";

const lit = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`;

const FIRST = [
  "Harlem",
  "Auburn",
  "Kingston",
  "Lagos",
  "Accra",
  "Oakland",
  "Motown",
  "Savannah",
  "Nairobi",
  "Toronto",
  "Heritage",
  "Golden",
  "Royal",
  "Unity",
  "Sankofa",
  "Ebony",
  "Crown",
  "Legacy",
  "Freedom",
  "Baobab",
  "Jubilee",
  "Magnolia",
  "Bronzeville",
  "Tuskegee",
  "Congo",
  "Zion",
  "Harmony",
  "Kente",
  "Ujima",
  "Nia",
];
const SECOND = [
  "Soul",
  "Sweet",
  "Bright",
  "Urban",
  "Grand",
  "Family",
  "Classic",
  "Fresh",
  "Modern",
  "Island",
  "Village",
  "Sunrise",
  "Blue",
  "Green",
  "Prime",
  "Pioneer",
  "Summit",
  "Velvet",
  "Copper",
  "Cedar",
];
const NOUNS = [
  "Kitchen",
  "Bakery",
  "Barbers",
  "Books",
  "Tech",
  "Realty",
  "Motors",
  "Salon",
  "Cafe",
  "Grill",
  "Lodge",
  "Academy",
  "Consulting",
  "Market",
  "Boutique",
  "Studio",
  "Tours",
  "Builders",
  "Logistics",
  "Works",
];
const PLACES: [city: string, state: string, country: string, zone: string][] = [
  ["New York", "NY", "USA", "America/New_York"],
  ["Atlanta", "GA", "USA", "America/New_York"],
  ["Chicago", "IL", "USA", "America/Chicago"],
  ["Houston", "TX", "USA", "America/Chicago"],
  ["Detroit", "MI", "USA", "America/Detroit"],
  ["Oakland", "CA", "USA", "America/Los_Angeles"],
  ["Washington", "DC", "USA", "America/New_York"],
  ["Charlotte", "NC", "USA", "America/New_York"],
  ["Memphis", "TN", "USA", "America/Chicago"],
  ["New Orleans", "LA", "USA", "America/Chicago"],
  ["Philadelphia", "PA", "USA", "America/New_York"],
  ["Baltimore", "MD", "USA", "America/New_York"],
  ["Los Angeles", "CA", "USA", "America/Los_Angeles"],
  ["Miami", "FL", "USA", "America/New_York"],
  ["Dallas", "TX", "USA", "America/Chicago"],
  ["Toronto", "ON", "Canada", "America/Toronto"],
  ["Montreal", "QC", "Canada", "America/Toronto"],
  ["London", "Greater London", "United Kingdom", "Europe/London"],
  ["Birmingham", "West Midlands", "United Kingdom", "Europe/London"],
  ["Kingston", "Kingston", "Jamaica", "America/Jamaica"],
  ["Lagos", "Lagos", "Nigeria", "Africa/Lagos"],
  ["Accra", "Greater Accra", "Ghana", "Africa/Accra"],
  ["Nairobi", "Nairobi", "Kenya", "Africa/Nairobi"],
  ["Johannesburg", "Gauteng", "South Africa", "Africa/Johannesburg"],
  ["Sydney", "NSW", "Australia", "Australia/Sydney"],
  ["Belize City", "Belize", "Belize", "America/Belize"],
  ["Addis Ababa", "Addis Ababa", "Ethiopia", "Africa/Addis_Ababa"],
  ["Kampala", "Central", "Uganda", "Africa/Kampala"],
  ["Harare", "Harare", "Zimbabwe", "Africa/Harare"],
  ["Windhoek", "Khomas", "Namibia", "Africa/Windhoek"],
];

const nineToFive = (day: string) => `"${day}":{"open":"09:00","close":"17:00","closed":false}`;
const night = (day: string) => `"${day}":{"open":"18:00","close":"02:00","closed":false}`;
const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const OFFICE = `{${WEEK.slice(0, 5).map(nineToFive).join(",")},"Saturday":{"open":"10:00","close":"14:00","closed":true}}`;
const NIGHTLY = `{${WEEK.map(night).join(",")}}`;

/** A number 0…n-1 drawn from row g by hashing (attribute k): attributes stay independent of each other. */
const pick = (k: number, n: number) => `mod(hashint4(g + ${k * 7_919_111})::bigint + 2147483648, ${n})`;

/**
 * One INSERT … SELECT generate_series statement making `count` varied businesses: 16 categories,
 * 30 cities in 12 countries, ratings, all tiers (some expired), three kinds of hours, 2% inactive,
 * one in ~10,000 named "Zanzibar" (the rare keyword). Every attribute is drawn with its own hash
 * of the row number, so they do not correlate (a keyword is not tied to a tier or a rating).
 */
export function generateBusinessesSql(count: number, offset = 0): string {
  const cats = CATEGORIES;
  const tier = pick(9, 20);
  return `
INSERT INTO businesses (name, description, category, category_slug, sub_category, address, city, state, zip_code,
  country, time_zone, rating, review_count, is_verified, certification_tier, certification_status,
  certification_expires_at, business_hours, is_active, created_at)
SELECT
  (${lit(FIRST)})[1 + ${pick(1, FIRST.length)}] || ' ' || (${lit(SECOND)})[1 + ${pick(2, SECOND.length)}] || ' '
    || (${lit(NOUNS)})[1 + ${pick(3, NOUNS.length)}] || CASE WHEN ${pick(4, 9973)} = 0 THEN ' Zanzibar' ELSE '' END || ' ' || g,
  'Family owned since ' || (1950 + g % 70) || '. Serving the community with pride and quality service.',
  (${lit(cats.map((c) => c.title))})[1 + c.k],
  (${lit(cats.map((c) => c.slug))})[1 + c.k],
  CASE WHEN ${pick(5, 4)} = 0 THEN NULL ELSE (${lit(SECOND)})[1 + ${pick(6, SECOND.length)}] || ' services' END,
  (100 + g % 9000) || ' ' || (${lit(FIRST)})[1 + ${pick(7, FIRST.length)}] || ' Street',
  (${lit(PLACES.map((p) => p[0]))})[1 + p.k],
  (${lit(PLACES.map((p) => p[1]))})[1 + p.k],
  lpad(((g * 31) % 99999)::text, 5, '0'),
  (${lit(PLACES.map((p) => p[2]))})[1 + p.k],
  (${lit(PLACES.map((p) => p[3]))})[1 + p.k],
  CASE WHEN ${pick(10, 10)} = 0 THEN NULL ELSE round(3 + ${pick(11, 21)} / 10.0, 1) END,
  ${pick(12, 500)},
  ${tier} < 6,
  (CASE WHEN ${tier} = 0 THEN 'Preferred' WHEN ${tier} < 3 THEN 'Certified' WHEN ${tier} < 6 THEN 'Verified' ELSE 'Free' END)::certification_tier,
  (CASE WHEN ${tier} < 6 THEN 'approved' ELSE 'none' END)::certification_status,
  CASE WHEN ${tier} >= 6 THEN NULL WHEN ${pick(13, 7)} = 0 THEN now() - interval '10 days' ELSE now() + ${pick(14, 400)} * interval '1 day' END,
  CASE ${pick(15, 3)} WHEN 0 THEN NULL WHEN 1 THEN '${OFFICE}'::jsonb ELSE '${NIGHTLY}'::jsonb END,
  ${pick(16, 50)} <> 0,
  now() - g * interval '1 minute'
FROM generate_series(${offset + 1}, ${offset + count}) AS g,
  LATERAL (SELECT ${pick(17, cats.length)} AS k) c,
  LATERAL (SELECT ${pick(18, PLACES.length)} AS k) p`;
}
