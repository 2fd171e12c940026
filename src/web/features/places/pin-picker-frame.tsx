import type { ReactNode } from "react";
import { Alert } from "~/web/components/ui/alert";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { MAP_HEIGHTS } from "./map-sizes";
import { PinFields } from "./pin-fields";
import type { PinPickerProps } from "./pin-picker-types";

/** Shown when the gazetteer could not place the business's address. */
export const UNPLACED_MESSAGE = "We could not place this address on the map — drop a pin";

/**
 * The pin picker around its map: the message when the address could not be placed, how to use it, and
 * the latitude and longitude fields, which work before (and without) the map. `hintId` names the hint.
 */
export function PinPickerFrame({
  value,
  onChange,
  unplaced,
  hintId,
  children,
}: Omit<PinPickerProps, "center"> & { hintId: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="space-y-3">
      {unplaced ? <Alert tone="warning">{t(UNPLACED_MESSAGE)}</Alert> : null}
      <p id={hintId} className="text-sm text-stone-600">
        {t(
          "Click or tap the map to drop the pin, then drag it to the business's door. With a keyboard, move the focused pin with the arrow keys (Shift for bigger steps), or type its latitude and longitude.",
        )}
      </p>
      <div
        className={cn(
          "isolate overflow-hidden rounded-lg border border-stone-200 bg-stone-100",
          MAP_HEIGHTS.picker,
        )}
      >
        {children}
      </div>
      <PinFields value={value} onChange={onChange} />
    </div>
  );
}
