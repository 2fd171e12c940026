import L from "leaflet";
import { clusterBadge } from "~/domain/places/map-clusters";

const PIN_SVG =
  '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M14 1C7 1 1.5 6.5 1.5 13.4 1.5 22.6 14 35 14 35s12.5-12.4 12.5-21.6C26.5 6.5 21 1 14 1z" ' +
  'fill="#14532d" stroke="#ffffff" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#ffffff"/></svg>';

/** A business's pin, its tip on the point. */
export const pinIcon = L.divIcon({
  className: "ujamaa-map-pin",
  html: PIN_SVG,
  iconSize: [28, 36],
  iconAnchor: [14, 35],
  popupAnchor: [0, -32],
});

/** A cluster's bubble with its count, larger for more businesses. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return L.divIcon({
    className: "ujamaa-map-cluster",
    html: `<span aria-hidden="true">${clusterBadge(count)}</span>`,
    iconSize: [size, size],
  });
}
