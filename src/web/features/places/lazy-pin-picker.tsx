import { type ComponentType, lazy, Suspense, useId } from "react";
import { MapPlaceholder } from "./map-placeholder";
import { MapUnavailable } from "./map-unavailable";
import type { PinPickerCanvasProps as CanvasProps } from "./pin-picker";
import { PinPickerFrame } from "./pin-picker-frame";
import type { PinPickerProps } from "./pin-picker-types";
import { useInBrowser } from "./use-in-browser";
import { useMapTiles } from "./use-map-tiles";

const PinPickerCanvas = lazy<ComponentType<CanvasProps>>(() =>
  import("./pin-picker").then(
    (module) => ({ default: module.PinPickerCanvas }),
    () => ({ default: () => <MapUnavailable /> }),
  ),
);

/**
 * The business form's pin picker: the message, the hint and the latitude and longitude fields right
 * away (in the server's HTML too), the map's code fetched only once it is shown in a browser.
 */
export function LazyPinPicker({ unplaced, ...props }: PinPickerProps) {
  const tiles = useMapTiles();
  const hintId = useId();
  const inBrowser = useInBrowser();
  const placeholder = <MapPlaceholder />;
  return (
    <PinPickerFrame value={props.value} onChange={props.onChange} unplaced={unplaced} hintId={hintId}>
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <PinPickerCanvas {...props} tiles={tiles} hintId={hintId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </PinPickerFrame>
  );
}
