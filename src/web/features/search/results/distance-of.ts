import { type DistanceUnit, distanceLabel } from "~/domain/search/search-area";
import type { SearchItem } from "~/domain/search/search-result";

/** A found business's distance as its card shows it ("2.3 mi"), or nothing without one. */
export function distanceOf(business: SearchItem, unit: DistanceUnit | null): string | undefined {
  return business.distance_km === null || !unit ? undefined : distanceLabel(business.distance_km, unit);
}
