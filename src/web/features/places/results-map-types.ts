import type { ReactNode } from "react";
import type { MapBbox } from "~/domain/places/map-bounds";

/** A business on the results map: where it is, its page, and what its card says besides its name. */
export type ResultsMapMarker = {
  id: string;
  name: string;
  lat: number;
  lng: number;
  href: string;
  /** The certification tier's label, as the list shows it. */
  tier?: string;
  /** How far it is, as the list shows it ("2.3 mi"). */
  distanceLabel?: string;
};

export type ResultsMapProps = {
  /** The current results; those without a real position are left out. */
  markers: ResultsMapMarker[];
  /**
   * Called with the map's view when the visitor chooses "Search this area" (shown once they moved the
   * map). West is greater than east when the view crosses the antimeridian.
   */
  onSearchArea?: (bbox: MapBbox) => void;
  /** The card a marker opens; by default its name (a link to its page), tier and distance. */
  renderCard?: (id: string) => ReactNode;
};
