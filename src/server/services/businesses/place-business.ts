import {
  PLACE_FIELDS,
  type PlacementColumns,
  placementColumns,
} from "~/domain/businesses/business-placement";
import type { LatLng } from "~/domain/places/placement";
import type { businesses } from "~/server/db/schema";
import { placeAddress } from "~/server/services/places/gazetteer";

type Columns = Partial<typeof businesses.$inferInsert>;
type Address = {
  address: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string;
};
type PlacedRow = Address & { placedBy: PlacementColumns["placedBy"]; areaLatitude: number | null };

const areaOf = ({ zipCode, city, state, country }: Address) =>
  placeAddress({ zipCode, city, state, country });

/** Where a new business is: its pin, else the gazetteer's point of its address (or nowhere). */
export async function placeNewBusiness(
  address: Address,
  pin: LatLng | null | undefined,
): Promise<PlacementColumns> {
  return placementColumns(await areaOf(address), pin ?? null);
}

/**
 * What a change moves (none of the place's columns when nothing does): a pin puts the business
 * there, null takes the owner's pin away; a changed address without a pin places it again from
 * the gazetteer, since an old pin would be wrong. A business never placed (an address the
 * gazetteer could not place, or one older than places) is tried again at any change.
 */
export async function placeChangedBusiness(
  current: PlacedRow,
  columns: Columns,
  pin: LatLng | null | undefined,
): Promise<Partial<PlacementColumns>> {
  const next = { ...current };
  let moved = false;
  for (const field of PLACE_FIELDS) {
    const value = columns[field];
    if (value === undefined || value === current[field]) continue;
    Object.assign(next, { [field]: value });
    moved = true;
  }
  const neverPlaced = current.placedBy === null && current.areaLatitude === null;
  if (pin === undefined && !moved && !neverPlaced) return {};
  return placementColumns(await areaOf(next), pin ?? null);
}
