import { type ComponentType, lazy, Suspense } from "react";
import type { BusinessMiniMapCanvasProps as CanvasProps } from "./business-mini-map";
import type { BusinessMiniMapProps } from "./business-mini-map-types";
import { MapPlaceholder } from "./map-placeholder";
import { MapUnavailable } from "./map-unavailable";
import { MiniMapFrame } from "./mini-map-frame";
import { useInBrowser } from "./use-in-browser";
import { useMapTiles } from "./use-map-tiles";
import { useNearView } from "./use-near-view";

const BusinessMiniMapCanvas = lazy<ComponentType<CanvasProps>>(() =>
  import("./business-mini-map").then(
    (module) => ({ default: module.BusinessMiniMapCanvas }),
    () => ({ default: () => <MapUnavailable /> }),
  ),
);

/**
 * The business page's small map: the box and the Directions link in the server's HTML, the map's code
 * fetched only once the page is live in a browser and the box is scrolled near (on a phone it is below
 * the business's details, and most visitors never reach it).
 */
export function LazyBusinessMiniMap(props: BusinessMiniMapProps) {
  const tiles = useMapTiles();
  const inBrowser = useInBrowser();
  const [box, near] = useNearView<HTMLDivElement>();
  const placeholder = <MapPlaceholder />;
  return (
    <MiniMapFrame {...props}>
      <div ref={box} className="h-full w-full">
        {inBrowser && near ? (
          <Suspense fallback={placeholder}>
            <BusinessMiniMapCanvas {...props} tiles={tiles} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    </MiniMapFrame>
  );
}
