import type { UseFormRegisterReturn } from "react-hook-form";
import type { LatLng } from "~/domain/places/placement";
import { Alert } from "~/web/components/ui/alert";
import { useT } from "~/web/features/languages/language-context";
import { LazyPinPicker } from "~/web/features/places/lazy-pin-picker";

export const UNPLACED_MESSAGE = "We could not place this address on the map — drop a pin";
export const AREA_ONLY_LABEL = "Show only my area";
export const AREA_ONLY_HINT = "Your street address is then hidden from the public; only your area is shown.";

type LocationOnMapProps = {
  id: string;
  /** The form's `show_area_only` field (a checkbox). */
  areaOnly: UseFormRegisterReturn<"show_area_only">;
  /** The saved business's address could not be placed (a new one is placed when it is saved). */
  unplaced: boolean;
  /** The pin: where the business is (its owner's pin, else its address's place), and a new one dropped. */
  pin?: { value: LatLng | null; onChange: (value: LatLng) => void };
};

/**
 * "Location on the map", beside the address in the business form and the storefront wizard's
 * Online Presence step: whether the public sees only the area, and where the business is.
 */
export function LocationOnMap({ id, areaOnly, unplaced, pin }: LocationOnMapProps) {
  const checkbox = `${id}-area-only`;
  const t = useT();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-900">{t("Location on the map")}</legend>
      {pin ? (
        // The picker says UNPLACED_MESSAGE itself, beside its map.
        <LazyPinPicker value={pin.value} onChange={pin.onChange} unplaced={unplaced} />
      ) : (
        unplaced && <Alert tone="warning">{t(UNPLACED_MESSAGE)}</Alert>
      )}
      <div>
        <label htmlFor={checkbox} className="flex items-center gap-3 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            id={checkbox}
            aria-describedby={`${checkbox}-hint`}
            className="h-4 w-4 shrink-0 accent-brand-700"
            {...areaOnly}
          />
          {t(AREA_ONLY_LABEL)}
        </label>
        <p id={`${checkbox}-hint`} className="mt-1 ps-7 text-xs text-stone-500">
          {t(AREA_ONLY_HINT)}
        </p>
      </div>
    </fieldset>
  );
}
