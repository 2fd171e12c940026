import { describe, expect, it } from "vitest";
import type { Business } from "~/domain/businesses/business-schema";
import { aBusiness } from "../../../../../tests/support/business";
import { businessJsonLd } from "./business-json-ld";

const PAGE = "https://ujamaa.example/business/b1";
const ORIGIN = "https://ujamaa.example";

/** The JSON-LD as a search engine reads it. */
const ldOf = (business: Business) =>
  JSON.parse(JSON.stringify(businessJsonLd(business, PAGE, ORIGIN))) as {
    address: Record<string, string>;
    geo?: unknown;
  };

describe("a business page's JSON-LD", () => {
  it("carries the street address and the business's own point as geo", () => {
    const business = aBusiness({
      address: "214 Auburn Ave NE",
      zip_code: "30303",
      location: { lat: 33.7557, lng: -84.3763, precision: "exact" },
    });
    const ld = ldOf(business);
    expect(ld.address).toMatchObject({ streetAddress: "214 Auburn Ave NE", postalCode: "30303" });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 33.7557, longitude: -84.3763 });
  });

  it("gives only the area of a business that shows only its area, even from its owner's view", () => {
    const area = { lat: 33.7525, lng: -84.3888, precision: "area" as const };
    const publicView = aBusiness({ address: null, zip_code: "30303", location: area });
    const ownersView = aBusiness({
      address: "17 Quiet Lane",
      zip_code: "30303",
      location: area,
      show_area_only: true,
      position: { lat: 33.76, lng: -84.37, placed_by: "owner" },
      unplaced: false,
    });
    for (const business of [publicView, ownersView]) {
      const ld = ldOf(business);
      expect(ld.address).toMatchObject({ addressLocality: "Atlanta", postalCode: "30303" });
      expect(JSON.stringify(ld)).not.toContain("Quiet Lane");
      expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 33.7525, longitude: -84.3888 });
    }
  });

  it("has no geo for a business not placed", () => {
    expect(ldOf(aBusiness()).geo).toBeUndefined();
  });
});
