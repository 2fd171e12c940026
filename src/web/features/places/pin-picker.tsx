import L from "leaflet";
import { useEffect, useRef, useState } from "react";
import type { MapTiles } from "~/domain/places/map-tiles";
import type { LatLng } from "~/domain/places/placement";
import { useT } from "~/web/features/languages/language-context";
import { createMap, showBox } from "./leaflet-map";
import { pinIcon } from "./map-icons";
import type { PinPickerProps } from "./pin-picker-types";

export type PinPickerCanvasProps = Omit<PinPickerProps, "unplaced"> & { tiles: MapTiles; hintId: string };

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** A position as the form keeps it: within the world, to 6 decimals (about 10 cm). */
function positionOf(latlng: L.LatLng): LatLng {
  const wrapped = latlng.wrap();
  const lat = Math.min(90, Math.max(-90, wrapped.lat));
  return { lat: Number(lat.toFixed(6)), lng: Number(wrapped.lng.toFixed(6)) };
}

/**
 * The pin picker's map (Leaflet): a click or tap drops or moves the pin, the pin can be dragged, and
 * the focused pin moves with the arrow keys (10 pixels a press, 50 with Shift). Loaded by `LazyPinPicker`.
 */
export function PinPickerCanvas({ value, onChange, center, tiles, hintId }: PinPickerCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const t = useT();
  const [setup] = useState({ tiles, value, center, hintId, label: t("Map for placing the business's pin") });
  const [map, setMap] = useState<L.Map | null>(null);
  const [pin] = useState(() => L.marker([0, 0], { icon: pinIcon, draggable: true, keyboard: true }));
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createMap(element, {
      tiles: setup.tiles,
      label: setup.label,
      role: "group",
      describedBy: setup.hintId,
      options: { scrollWheelZoom: false },
    });
    const start = setup.value ?? setup.center;
    const point = start ? { west: start.lng, south: start.lat, east: start.lng, north: start.lat } : null;
    showBox(created, point, setup.value ? 16 : 13);
    const onClick = (event: L.LeafletMouseEvent) => change.current(positionOf(event.latlng));
    const onDragEnd = () => change.current(positionOf(pin.getLatLng()));
    const onKeyDown = (event: L.LeafletKeyboardEvent) => {
      const arrow = ARROWS[event.originalEvent.key];
      if (!arrow) return;
      event.originalEvent.preventDefault();
      const step = event.originalEvent.shiftKey ? 50 : 10;
      const point = created.latLngToContainerPoint(pin.getLatLng()).add([arrow[0] * step, arrow[1] * step]);
      change.current(positionOf(created.containerPointToLatLng(point)));
    };
    created.on("click", onClick);
    pin.on("dragend", onDragEnd);
    pin.on("keydown", onKeyDown);
    setMap(created);
    return () => {
      pin.off("dragend", onDragEnd);
      pin.off("keydown", onKeyDown);
      pin.remove();
      created.remove();
    };
  }, [setup, pin]);

  const lat = value?.lat;
  const lng = value?.lng;
  const pinLabel =
    lat === undefined || lng === undefined
      ? ""
      : t("Business location pin at latitude {lat}, longitude {lng}. Arrow keys move it.", {
          lat: String(lat),
          lng: String(lng),
        });
  useEffect(() => {
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      pin.remove();
      return;
    }
    pin.setLatLng([lat, lng]);
    if (!map.hasLayer(pin)) pin.addTo(map);
    pin.getElement()?.setAttribute("aria-label", pinLabel);
    if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, pin, lat, lng, pinLabel]);

  return <div ref={box} className="h-full w-full" />;
}
