import type { LatLng } from "~/domain/places/placement";

export type PinPickerProps = {
  /** Where the pin is, or null before one is dropped. */
  value: LatLng | null;
  /** A new position: a click or tap on the map, the end of a drag, an arrow key, or the two fields. */
  onChange: (value: LatLng) => void;
  /** Where the map opens without a pin (the address's city, say); the world otherwise. */
  center?: LatLng;
  /** The address could not be placed: says so, and asks for a pin. */
  unplaced?: boolean;
};
