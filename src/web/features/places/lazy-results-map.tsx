import { type ComponentType, lazy, Suspense, useId } from "react";
import { MapPlaceholder } from "./map-placeholder";
import { MapUnavailable } from "./map-unavailable";
import type { ResultsMapCanvasProps as CanvasProps } from "./results-map";
import { ResultsMapFrame } from "./results-map-frame";
import type { ResultsMapProps } from "./results-map-types";
import { useInBrowser } from "./use-in-browser";
import { useMapTiles } from "./use-map-tiles";

const ResultsMapCanvas = lazy<ComponentType<CanvasProps>>(() =>
  import("./results-map").then(
    (module) => ({ default: module.ResultsMapCanvas }),
    () => ({ default: () => <MapUnavailable /> }),
  ),
);

/**
 * The results map for pages: its box and its note for screen readers in the server's HTML, the map's
 * code (Leaflet, clustering, and the world outline when tiles are off) fetched only once it is shown in
 * a browser, a placeholder of the map's height meanwhile.
 */
export function LazyResultsMap(props: ResultsMapProps) {
  const tiles = useMapTiles();
  const noteId = useId();
  const inBrowser = useInBrowser();
  const placeholder = <MapPlaceholder />;
  return (
    <ResultsMapFrame noteId={noteId}>
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <ResultsMapCanvas {...props} tiles={tiles} noteId={noteId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </ResultsMapFrame>
  );
}
