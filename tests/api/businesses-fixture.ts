import type { Db } from "~/server/db/client";
import { businesses, users } from "~/server/db/schema";

/** Monday 23 November 2026, 10:00 in New York, 16:00 in Lagos. */
export const NOW = new Date("2026-11-23T15:00:00Z");
const DAY = 86_400_000;
/** Creation and expiry dates are relative to the real clock: the API compares them with it. */
const daysFromNow = (d: number) => new Date(Date.now() + d * DAY);

const nineToFive = { open: "09:00", close: "17:00", closed: false };
const nightly = { open: "18:00", close: "02:00", closed: false };
const closed = { open: "09:00", close: "17:00", closed: true };

export const OWNER_ID = "user-owner";
export const OTHER_ID = "user-other";

/** Eight businesses (one inactive) covering every filter and sort; keys are short names. */
export async function seedDirectory(db: Db) {
  await db.insert(users).values([
    { id: OWNER_ID, name: "Owner", email: "owner@example.com" },
    { id: OTHER_ID, name: "Other", email: "other@example.com" },
  ]);
  const rows = await db
    .insert(businesses)
    .values([
      {
        name: "Harlem Soul Kitchen",
        ownerId: OWNER_ID,
        category: "Restaurant",
        categorySlug: "restaurant",
        subCategory: "Soul Food",
        address: "123 Lenox Ave",
        city: "New York",
        state: "NY",
        zipCode: "10027",
        country: "USA",
        timeZone: "America/New_York",
        rating: 4.8,
        reviewCount: 120,
        isVerified: true,
        certificationTier: "Preferred",
        certificationStatus: "approved",
        certificationExpiresAt: daysFromNow(200),
        businessHours: {
          Monday: nineToFive,
          Tuesday: nineToFive,
          Wednesday: nineToFive,
          Thursday: nineToFive,
          Friday: nineToFive,
        },
        createdAt: daysFromNow(-1),
      },
      {
        name: "Sweet Auburn Bakery",
        category: "Restaurant",
        categorySlug: "restaurant",
        subCategory: "Bakery",
        description: "Fresh bread and pastries every morning",
        city: "Atlanta",
        state: "GA",
        zipCode: "30303",
        rating: 4.5,
        reviewCount: 40,
        isVerified: true,
        certificationTier: "Certified",
        certificationStatus: "approved",
        createdAt: daysFromNow(-2),
      },
      {
        name: "Toronto Tech Hub",
        category: "IT-Data-Telecom",
        categorySlug: "it-data-telecom",
        city: "Toronto",
        state: "ON",
        country: "Canada",
        timeZone: "America/Toronto",
        rating: 4.9,
        reviewCount: 10,
        isVerified: true,
        certificationTier: "Verified",
        certificationStatus: "approved",
        createdAt: daysFromNow(-3),
      },
      {
        name: "Crown & Glory Barbers",
        category: "Beauty & Barber",
        categorySlug: "beauty-barber",
        subCategory: "Barber",
        city: "London",
        country: "United Kingdom",
        timeZone: "Europe/London",
        businessHours: { Monday: closed, Tuesday: closed },
        createdAt: daysFromNow(-4),
      },
      {
        name: "50% Off Deals",
        category: "Retail & Shopping",
        categorySlug: "retail-shopping",
        city: "Atlanta",
        state: "GA",
        rating: 4.5,
        reviewCount: 80,
        isVerified: true,
        certificationTier: "Preferred",
        certificationStatus: "approved",
        certificationExpiresAt: daysFromNow(-5),
        createdAt: daysFromNow(-5),
      },
      {
        name: "O'Neil_Books \\ Co",
        category: "Retail & Shopping",
        categorySlug: "retail-shopping",
        subCategory: "Books",
        city: "Chicago",
        state: "IL",
        rating: 3,
        reviewCount: 5,
        createdAt: daysFromNow(-6),
      },
      {
        name: "Closed Cafe",
        ownerId: OWNER_ID,
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "Atlanta",
        isActive: false,
        createdAt: daysFromNow(-7),
      },
      {
        name: "Lagos Night Lounge",
        category: "Restaurant",
        categorySlug: "restaurant",
        city: "Lagos",
        country: "Nigeria",
        timeZone: "Africa/Lagos",
        rating: 4,
        reviewCount: 3,
        isVerified: true,
        certificationTier: "Certified",
        certificationStatus: "approved",
        businessHours: {
          Monday: nightly,
          Tuesday: nightly,
          Wednesday: nightly,
          Thursday: nightly,
          Friday: nightly,
          Saturday: nightly,
          Sunday: nightly,
        },
        createdAt: daysFromNow(-8),
      },
    ])
    .returning({ id: businesses.id, name: businesses.name });
  const id = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
  return {
    harlem: id("Harlem"),
    bakery: id("Sweet"),
    toronto: id("Toronto"),
    crown: id("Crown"),
    deals: id("50%"),
    books: id("O'Neil"),
    closedCafe: id("Closed"),
    lagos: id("Lagos"),
  };
}

/** The short names of the fixture, for readable assertions. */
export const SHORT: Record<string, string> = {
  "Harlem Soul Kitchen": "harlem",
  "Sweet Auburn Bakery": "bakery",
  "Toronto Tech Hub": "toronto",
  "Crown & Glory Barbers": "crown",
  "50% Off Deals": "deals",
  "O'Neil_Books \\ Co": "books",
  "Closed Cafe": "closedCafe",
  "Lagos Night Lounge": "lagos",
};
