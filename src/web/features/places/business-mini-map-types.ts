export type BusinessMiniMapProps = {
  lat: number;
  lng: number;
  name: string;
  /** `exact`: a pin on the business; `area`: a circle round its postcode's or city's centre. */
  precision: "exact" | "area";
};
