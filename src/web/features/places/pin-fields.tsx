import { useId, useState } from "react";
import { isLatLng } from "~/domain/places/map-bounds";
import type { LatLng } from "~/domain/places/placement";
import { Field } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { useT } from "~/web/features/languages/language-context";

const shown = (degrees: number | undefined) => (degrees === undefined ? "" : String(degrees));

type Text = { lat: string; lng: string };

/** The typed position, when both fields hold real degrees. */
function positionOf(text: Text): LatLng | null {
  if (text.lat.trim() === "" || text.lng.trim() === "") return null;
  const point = { lat: Number(text.lat), lng: Number(text.lng) };
  return isLatLng(point) ? point : null;
}

/**
 * The pin's latitude and longitude as two number fields: the way to place it without a pointer, or
 * exactly. They follow the pin as it moves on the map; a position is passed on once both are valid.
 */
export function PinFields({ value, onChange }: { value: LatLng | null; onChange: (value: LatLng) => void }) {
  const id = useId();
  const t = useT();
  const [text, setText] = useState<Text>({ lat: shown(value?.lat), lng: shown(value?.lng) });
  // The pin moved (on the map): show where, unless the fields already say so ("33.70" as typed).
  const [pinned, setPinned] = useState(value);
  if (value?.lat !== pinned?.lat || value?.lng !== pinned?.lng) {
    setPinned(value);
    const typed = positionOf(text);
    if (value && (typed?.lat !== value.lat || typed?.lng !== value.lng)) {
      setText({ lat: shown(value.lat), lng: shown(value.lng) });
    }
  }

  const change = (field: keyof Text, raw: string) => {
    const next = { ...text, [field]: raw };
    setText(next);
    const position = positionOf(next);
    if (position) onChange(position);
  };
  const invalid = (field: keyof Text, limit: number) =>
    text[field].trim() !== "" && !(Math.abs(Number(text[field])) <= limit);

  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="sr-only">{t("The pin's position")}</legend>
      <Field
        id={`${id}-lat`}
        label={t("Latitude")}
        error={invalid("lat", 90) ? t("Between -90 and 90") : undefined}
      >
        <Input
          id={`${id}-lat`}
          type="number"
          inputMode="decimal"
          step="any"
          min={-90}
          max={90}
          value={text.lat}
          aria-invalid={invalid("lat", 90)}
          onChange={(event) => change("lat", event.target.value)}
        />
      </Field>
      <Field
        id={`${id}-lng`}
        label={t("Longitude")}
        error={invalid("lng", 180) ? t("Between -180 and 180") : undefined}
      >
        <Input
          id={`${id}-lng`}
          type="number"
          inputMode="decimal"
          step="any"
          min={-180}
          max={180}
          value={text.lng}
          aria-invalid={invalid("lng", 180)}
          onChange={(event) => change("lng", event.target.value)}
        />
      </Field>
    </fieldset>
  );
}
