import type { LatLng, PlacementSource } from "~/domain/places/placement";

/** The gazetteer's point for an address: its postcode's centroid, else its city's. */
export type AreaPlacement = LatLng & { placedBy: Exclude<PlacementSource, "owner"> };

/** The address fields the gazetteer reads. */
export type AddressToPlace = {
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string;
};

/** The gazetteer (services/places): the runtime hands it to the demo seed, which may not import services. */
export type PlaceAddress = (address: AddressToPlace) => Promise<AreaPlacement | null>;

/** A business's place as its columns store it (businesses.latitude … placed_by). */
export type PlacementColumns = {
  latitude: number | null;
  longitude: number | null;
  areaLatitude: number | null;
  areaLongitude: number | null;
  placedBy: PlacementSource | null;
};

/**
 * Where a business is, from the gazetteer's point for its address (`area`) and the owner's pin:
 * the area is kept as the public point of an area-only business; the business itself is at the
 * pin when there is one, else at the area. No area and no pin: unplaced (every column null).
 */
export function placementColumns(area: AreaPlacement | null, pin: LatLng | null): PlacementColumns {
  const at = pin ?? area;
  return {
    latitude: at?.lat ?? null,
    longitude: at?.lng ?? null,
    areaLatitude: area?.lat ?? null,
    areaLongitude: area?.lng ?? null,
    placedBy: pin ? "owner" : (area?.placedBy ?? null),
  };
}

/** The address fields the gazetteer reads, and the street address, whose change makes an old pin wrong. */
export const PLACE_FIELDS = ["address", "zipCode", "city", "state", "country"] as const;
