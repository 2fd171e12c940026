import { type ComponentType, lazy, Suspense } from "react";
import type { BusinessMiniMapCanvasProps as CanvasProps } from "./business-mini-map";
import type { BusinessMiniMapProps } from "./business-mini-map-types";
import { MapPlaceholder } from "./map-placeholder";
import { MapUnavailable } from "./map-unavailable";
import { MiniMapFrame } from "./mini-map-frame";
import { useInBrowser } from "./use-in-browser";
import { useMapTiles } from "./use-map-tiles";

const BusinessMiniMapCanvas = lazy<ComponentType<CanvasProps>>(() =>
  import("./business-mini-map").then(
    (module) => ({ default: module.BusinessMiniMapCanvas }),
    () => ({ default: () => <MapUnavailable /> }),
  ),
);

/**
 * The business page's small map: the box and the Directions link in the server's HTML, the map's code
 * fetched only once the page is live in a browser.
 */
export function LazyBusinessMiniMap(props: BusinessMiniMapProps) {
  const tiles = useMapTiles();
  const inBrowser = useInBrowser();
  const placeholder = <MapPlaceholder />;
  return (
    <MiniMapFrame {...props}>
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <BusinessMiniMapCanvas {...props} tiles={tiles} />
        </Suspense>
      ) : (
        placeholder
      )}
    </MiniMapFrame>
  );
}
