import { describe, expect, it } from "vitest";
import { businessHoursSchema } from "~/domain/businesses/business-schema";
import { CATEGORIES } from "~/domain/categories/categories";
import { COUNTRIES } from "~/domain/places/countries";
import { defaultTimeZone } from "~/domain/places/time-zone";
import { figuresOf } from "~/domain/reviews/review-figures";
import { BULK_REVIEWS_MAX, type BulkBatch, generateBatch, RARE_WORDS } from "./bulk-generator";
import { PLACES } from "./bulk-words";

const now = new Date("2026-06-01T12:00:00Z");
const rowsOf = (b: BulkBatch) =>
  b.name.map(
    (_, i) => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, (v as unknown[])[i]])) as Row,
  );
type Row = { [K in keyof BulkBatch]: BulkBatch[K][number] };

describe("bulk generator", () => {
  const batch = generateBatch(0, 20_000, now, 1_000_000);
  const rows = rowsOf(batch);

  it("makes the same rows for the same numbers, and different ones further on", () => {
    expect(generateBatch(100, 5, now, 1_000_000).name).toEqual(batch.name.slice(100, 105));
    expect(generateBatch(20_000, 50, now, 1_000_000).name).not.toEqual(batch.name.slice(0, 50));
  });

  it("fills every column with the right length", () => {
    for (const values of Object.values(batch)) expect(values).toHaveLength(20_000);
  });

  it("spreads rows over every category, many US states and all twenty countries", () => {
    expect(new Set(batch.category_slug)).toEqual(new Set(CATEGORIES.map((c) => c.slug)));
    for (const r of rows) expect(CATEGORIES.find((c) => c.slug === r.category_slug)?.title).toBe(r.category);
    const countries = new Set(batch.country);
    expect(countries.size).toBe(20);
    for (const c of COUNTRIES) expect(countries.has(c.code === "US" ? "USA" : c.name), c.name).toBe(true);
    expect(new Set(rows.filter((r) => r.country === "USA").map((r) => r.state)).size).toBeGreaterThan(30);
    expect(rows.filter((r) => r.country === "USA").length / rows.length).toBeGreaterThan(0.6);
    for (const r of rows.slice(0, 500)) expect(r.time_zone).toBe(defaultTimeZone(r.country, r.state));
  });

  it("uses some name words often and others rarely", () => {
    const words = new Map<string, number>();
    for (const name of batch.name) for (const w of name.split(/\s+/)) words.set(w, (words.get(w) ?? 0) + 1);
    const counts = [...words.values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(1000);
    expect(counts.filter((n) => n <= 20).length).toBeGreaterThan(5);
    const rare = generateBatch(0, 200_000, now, 1).name.filter((n) => RARE_WORDS.some((w) => n.includes(w)));
    expect(rare.length).toBeGreaterThan(0);
    expect(rare.length).toBeLessThan(40);
  });

  it("gives valid hours (some overnight, some none) and ratings that match the reviews", () => {
    const hours = batch.business_hours.filter((h): h is string => h !== null).map((h) => JSON.parse(h));
    for (const h of hours.slice(0, 200)) expect(businessHoursSchema.safeParse(h).success).toBe(true);
    expect(
      hours.some((h) =>
        Object.values(h as Record<string, { open: string; close: string }>).some((d) => d.open > d.close),
      ),
    ).toBe(true);
    expect(batch.business_hours.some((h) => h === null)).toBe(true);
    for (const r of rows) {
      const stars = r.review_stars as number[];
      expect({ rating: r.rating, review_count: r.review_count }).toEqual(figuresOf(stars));
      expect(stars.length).toBeLessThanOrEqual(BULK_REVIEWS_MAX);
      for (const star of stars) expect([1, 2, 3, 4, 5]).toContain(star);
    }
    const none = rows.filter((r) => r.review_count === 0).length / rows.length;
    expect(none).toBeGreaterThan(0.3);
    expect(none).toBeLessThan(0.5);
    const stars = rows.flatMap((r) => r.review_stars as number[]);
    expect(stars.filter((s) => s >= 4).length / stars.length).toBeGreaterThan(0.7);
    expect(new Set(stars)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(generateBatch(100, 5, now, 1_000_000).review_stars).toEqual(batch.review_stars.slice(100, 105));
  });

  it("has consistent certification states with unique certificate numbers", () => {
    const states = new Set<string>();
    for (const r of rows) {
      if (r.certification_tier === "Free") {
        expect([r.certification_status, r.is_verified, r.certificate_number]).toEqual(["none", false, null]);
        states.add("free");
        continue;
      }
      if (r.certification_status === "approved") {
        expect(r.is_verified).toBe(true);
        expect(r.certificate_number).toMatch(/^UJ-2026-\d{7}$/);
        const days = ((r.certification_expires_at as Date).getTime() - now.getTime()) / 86_400_000;
        states.add(days < 0 ? "expired" : days <= 30 ? "expiring" : "approved");
      } else {
        expect(r.is_verified).toBe(false);
        expect(r.certification_expires_at).toBeNull();
        states.add(r.certification_status as string);
      }
    }
    expect([...states].sort()).toEqual(["approved", "expired", "expiring", "free", "pending", "rejected"]);
    const numbers = batch.certificate_number.filter(Boolean);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(rows.filter((r) => r.certification_tier === "Free").length / rows.length).toBeGreaterThan(0.5);
    expect(rows.filter((r) => !r.is_active).length).toBeGreaterThan(0);
  });

  it("places rows near the real city they are in: by postcode, by city or by an owner's pin; some area-only, few unplaced", () => {
    const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
        Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    const kinds = new Map<string, number>();
    for (const r of rows) {
      kinds.set(String(r.placed_by), (kinds.get(String(r.placed_by)) ?? 0) + 1);
      if (r.placed_by === null) {
        expect([r.latitude, r.longitude, r.area_latitude, r.area_longitude]).toEqual([
          null,
          null,
          null,
          null,
        ]);
        continue;
      }
      const city = PLACES.find((p) => p.city === r.city && p.state === r.state)!;
      const at = { lat: r.latitude as number, lng: r.longitude as number };
      const area = { lat: r.area_latitude as number, lng: r.area_longitude as number };
      expect(km(city, area)).toBeLessThanOrEqual(15.1);
      expect(km(area, at)).toBeLessThanOrEqual(r.placed_by === "owner" ? 1.01 : 0);
      if (r.placed_by === "city") expect(area).toEqual({ lat: city.lat, lng: city.lng });
      if (r.placed_by === "postcode") expect(["USA", "Canada"]).toContain(r.country);
    }
    expect(kinds.get("postcode")! / rows.length).toBeGreaterThan(0.6);
    expect(kinds.get("city")).toBeGreaterThan(0);
    expect(kinds.get("owner")! / rows.length).toBeGreaterThan(0.05);
    expect(kinds.get("null")! / rows.length).toBeLessThan(0.01);
    const areaOnly = rows.filter((r) => r.show_area_only).length / rows.length;
    expect(areaOnly).toBeGreaterThan(0.02);
    expect(areaOnly).toBeLessThan(0.06);
    expect(generateBatch(100, 5, now, 1_000_000).latitude).toEqual(batch.latitude.slice(100, 105));
  });
});
