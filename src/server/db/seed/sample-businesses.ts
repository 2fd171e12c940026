import type { BusinessHours, businesses } from "~/server/db/schema";

type NewBusiness = typeof businesses.$inferInsert;

/** Brand colours of the samples' generated logos. */
export const SAMPLE_BRANDS: Record<string, { background: string; foreground: string }> = {
  "Sweet Georgia's Soul Kitchen": { background: "#7c2d12", foreground: "#fde68a" },
  "Harlem Heritage Inn": { background: "#1e1b4b", foreground: "#fcd34d" },
  "Crown & Glory Barbershop": { background: "#111827", foreground: "#fbbf24" },
  "Kente Threads Boutique": { background: "#b45309", foreground: "#14532d" },
  "Banneker Tax & Accounting": { background: "#0f172a", foreground: "#93c5fd" },
  "Roots Wellness Studio": { background: "#166534", foreground: "#dcfce7" },
};

const weekdays = (open: string, close: string, closedDays: string[] = []): BusinessHours =>
  Object.fromEntries(
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) => [
      day,
      { open, close, closed: closedDays.includes(day) },
    ]),
  );

/**
 * The six hand-written sample businesses: name, category, address and hours, and the rating and
 * review count that their demo reviews add up to (the seed stores reviews, not these figures).
 */
export const SAMPLE_BUSINESSES: NewBusiness[] = [
  {
    name: "Sweet Georgia's Soul Kitchen",
    category: "Restaurant",
    categorySlug: "restaurant",
    subCategory: "Soul Food",
    description:
      "Family recipes from Savannah: fried chicken, smothered pork chops, collard greens and peach cobbler.",
    address: "214 Auburn Ave NE",
    city: "Atlanta",
    state: "GA",
    zipCode: "30303",
    phone: "(404) 555-0142",
    rating: 4.8,
    reviewCount: 312,
    businessHours: weekdays("11:00", "21:00", ["Monday"]),
    timeZone: "America/New_York",
  },
  {
    name: "Harlem Heritage Inn",
    category: "Hotel",
    categorySlug: "hotel",
    subCategory: "Boutique Hotel",
    description:
      "A twelve-room brownstone inn steps from the Apollo, with breakfast from neighbourhood bakers.",
    address: "148 W 126th St",
    city: "New York",
    state: "NY",
    zipCode: "10027",
    phone: "(212) 555-0188",
    rating: 4.6,
    reviewCount: 187,
    businessHours: weekdays("00:00", "23:59"),
    timeZone: "America/New_York",
  },
  {
    name: "Crown & Glory Barbershop",
    category: "Beauty & Barber",
    categorySlug: "beauty-barber",
    subCategory: "Barbershop",
    description: "Classic cuts, fades and hot-towel shaves since 1998.",
    address: "5120 S Cottage Grove Ave",
    city: "Chicago",
    state: "IL",
    zipCode: "60615",
    phone: "(773) 555-0127",
    rating: 4.9,
    reviewCount: 421,
    businessHours: weekdays("09:00", "19:00", ["Sunday"]),
    timeZone: "America/Chicago",
  },
  {
    name: "Kente Threads Boutique",
    category: "Retail & Shopping",
    categorySlug: "retail-shopping",
    subCategory: "Clothing",
    description: "Contemporary fashion and accessories made with West African textiles.",
    address: "2301 Martin Luther King Jr Way",
    city: "Oakland",
    state: "CA",
    zipCode: "94612",
    phone: "(510) 555-0163",
    rating: 4.7,
    reviewCount: 96,
    businessHours: weekdays("10:00", "18:00", ["Monday"]),
    timeZone: "America/Los_Angeles",
  },
  {
    name: "Banneker Tax & Accounting",
    category: "Professional Services",
    categorySlug: "professional-services",
    subCategory: "Accounting",
    description: "Bookkeeping, payroll and tax preparation for small businesses and families.",
    address: "1900 Fannin St, Suite 400",
    city: "Houston",
    state: "TX",
    zipCode: "77002",
    phone: "(713) 555-0119",
    rating: 4.5,
    reviewCount: 58,
    businessHours: weekdays("08:30", "17:30", ["Saturday", "Sunday"]),
    timeZone: "America/Chicago",
  },
  {
    name: "Roots Wellness Studio",
    category: "Health & Wellness",
    categorySlug: "health-wellness",
    subCategory: "Yoga & Fitness",
    description: "Yoga, pilates and community wellness classes for every body.",
    address: "1357 U St NW",
    city: "Washington",
    state: "DC",
    zipCode: "20009",
    phone: "(202) 555-0175",
    rating: 4.8,
    reviewCount: 143,
    businessHours: weekdays("06:00", "20:00"),
    timeZone: "America/New_York",
  },
];
