/** A GeoJSON position: longitude, latitude (and anything after them, kept as it is). */
type Position = number[];

/**
 * A ring of an outline whose longitudes jump across the antimeridian (179.9 → -179.9) made continuous
 * (179.9 → 180.1), so a map draws the shape on the far side of 180° rather than a line across the
 * world. A ring that does not cross it is returned as it is.
 */
export function continuousRing(ring: readonly Position[]): Position[] {
  let shift = 0;
  return ring.map((position, i) => {
    const [lng = 0, ...rest] = position;
    const previous = i > 0 ? ring[i - 1]![0]! : lng;
    if (lng - previous > 180) shift -= 360;
    else if (previous - lng > 180) shift += 360;
    return shift === 0 ? [...position] : [lng + shift, ...rest];
  });
}
