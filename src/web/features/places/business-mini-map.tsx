import L from "leaflet";
import { useEffect, useRef } from "react";
import type { MapTiles } from "~/domain/places/map-tiles";
import { useT } from "~/web/features/languages/language-context";
import type { BusinessMiniMapProps } from "./business-mini-map-types";
import { createMap } from "./leaflet-map";
import { pinIcon } from "./map-icons";

/** The circle round an area's centre: about a postcode's or a small town's size. */
const AREA_RADIUS_METRES = 1500;

export type BusinessMiniMapCanvasProps = BusinessMiniMapProps & { tiles: MapTiles };

/**
 * The business page's small map (Leaflet): a pin on the business, or a circle when only its area is
 * public. The page's scrolling is left alone (no wheel zoom; on touch screens one finger does not drag
 * the map), and the map takes no keyboard focus of its own: the address beside it says the same.
 * Loaded by `LazyBusinessMiniMap`.
 */
export function BusinessMiniMapCanvas({ lat, lng, name, precision, tiles }: BusinessMiniMapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const t = useT();
  const label =
    precision === "area" ? t("Map of the area of {name}", { name }) : t("Map of where {name} is", { name });
  // The map is made again only when what it shows changes, not for a new but equal `tiles` object.
  const tileKey = JSON.stringify(tiles);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const map = createMap(element, {
      tiles: JSON.parse(tileKey) as MapTiles,
      label,
      role: "group",
      options: { scrollWheelZoom: false, keyboard: false, dragging: !L.Browser.mobile },
    });
    if (precision === "area") {
      const circle = L.circle([lat, lng], {
        radius: AREA_RADIUS_METRES,
        color: "#15622f",
        weight: 2,
        fillOpacity: 0.15,
        interactive: false,
        className: "ujamaa-map-area",
      }).addTo(map);
      map.fitBounds(circle.getBounds(), { padding: [12, 12], animate: false });
    } else {
      L.marker([lat, lng], { icon: pinIcon, keyboard: false, interactive: false }).addTo(map);
      map.setView([lat, lng], 15, { animate: false });
    }
    return () => {
      map.remove();
    };
  }, [lat, lng, label, precision, tileKey]);

  return <div ref={box} className="h-full w-full" />;
}
