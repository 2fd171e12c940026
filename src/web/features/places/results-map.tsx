import L from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import Supercluster from "supercluster";
import { bboxOfPoints, bboxOfView } from "~/domain/places/map-bounds";
import { clusterChoice, clusterPointsOf } from "~/domain/places/map-clusters";
import type { MapTiles } from "~/domain/places/map-tiles";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { type Translate, useT } from "~/web/features/languages/language-context";
import { createMap, MAX_ZOOM, nearestCopy, showBox, viewOf } from "./leaflet-map";
import { clusterIcon, pinIcon } from "./map-icons";
import { ResultsMapCard, ResultsMapList } from "./results-map-card";
import type { ResultsMapMarker, ResultsMapProps } from "./results-map-types";

/** The open card: the businesses it shows, where, and the marker that opened it (to give the focus back). */
type Card = { ids: string[]; latlng: L.LatLng; opener: string; fromKeyboard: boolean };

export type ResultsMapCanvasProps = ResultsMapProps & { tiles: MapTiles; noteId: string };

const isActivation = (event: KeyboardEvent) => event.key === "Enter" || event.key === " ";

const clusterLabel = (t: Translate, count: number) =>
  t("{count, plural, one {# business here} other {# businesses here}}", { count });

/** Fits the first results; close up (street level) for one business. */
const FIT_ZOOM = 15;

/**
 * The results map itself (Leaflet): markers clustered with supercluster in the part of the world on
 * screen, redrawn as the map moves, each marker a focusable button named after its business (or its
 * count). A card (Leaflet's popup, its content rendered here by React) opens on a click, Enter or Space.
 * Loaded by `LazyResultsMap`, which pages use; it imports nothing the pages already carry but React's.
 */
export function ResultsMapCanvas({
  markers,
  onSearchArea,
  renderCard,
  tiles,
  noteId,
}: ResultsMapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const t = useT();
  // Read by the markers as they are drawn, without drawing them again when only the messages change.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  });
  const [setup] = useState({ tiles, markers, noteId, label: t("Map of the results") });
  const [popupContent] = useState(() => document.createElement("div"));
  const [popup] = useState(() =>
    // Kept clear of "Search this area" at the top of the map.
    L.popup({
      minWidth: 180,
      maxWidth: 280,
      autoPanPaddingTopLeft: [24, 64],
      autoPanPaddingBottomRight: [24, 24],
    }).setContent(popupContent),
  );
  const [map, setMap] = useState<L.Map | null>(null);
  const [card, setCard] = useState<Card | null>(null);
  const [moved, setMoved] = useState(false);
  const touched = useRef(false);
  const drawn = useRef(new Map<string, L.Marker>());
  const openCard = useRef(card);
  useEffect(() => {
    openCard.current = card;
  });

  const byId = useMemo(() => new Map(markers.map((marker) => [marker.id, marker])), [markers]);
  const index = useMemo(() => {
    const clusters = new Supercluster<{ id: string }>({ radius: 60, maxZoom: MAX_ZOOM });
    clusters.load(clusterPointsOf(markers));
    return clusters;
  }, [markers]);

  // The map, fitted to the first results before anything listens to its moves.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = createMap(element, {
      tiles: setup.tiles,
      label: setup.label,
      role: "region",
      describedBy: setup.noteId,
    });
    showBox(created, bboxOfPoints(setup.markers), FIT_ZOOM);
    setMap(created);
    return () => {
      created.remove();
    };
  }, [setup]);

  // "Search this area" once the visitor moved the map (not when the map only changed size).
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    const touch = () => {
      touched.current = true;
    };
    const onMoveEnd = () => {
      if (touched.current) setMoved(true);
    };
    const events = ["pointerdown", "wheel", "keydown"] as const;
    // Captured: Leaflet stops some of these (a drag's pointerdown) before they would bubble here.
    for (const type of events) container.addEventListener(type, touch, { capture: true, passive: true });
    map.on("moveend", onMoveEnd);
    return () => {
      for (const type of events) container.removeEventListener(type, touch, { capture: true });
      map.off("moveend", onMoveEnd);
    };
  }, [map]);

  // The markers of the part of the world on screen, kept while they stay (so a focused one keeps focus).
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const shown = new Map<string, L.Marker>();
    drawn.current = shown;
    let focusNext: Set<string> | null = null;
    setCard(null);

    const firstId = (key: string) =>
      key.startsWith("p:") ? key.slice(2) : index.getLeaves(Number(key.slice(2)), 1)[0]?.properties.id;

    const chooseCluster = (clusterId: number, at: L.LatLng, key: string, fromKeyboard: boolean) => {
      const choice = clusterChoice(index.getClusterExpansionZoom(clusterId), map.getMaxZoom());
      const ids = index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((leaf) => leaf.properties.id);
      if (choice.kind === "list") return setCard({ ids, latlng: at, opener: key, fromKeyboard });
      if (fromKeyboard) focusNext = new Set(ids);
      map.setView(at, choice.zoom);
    };

    const build = (
      key: string,
      at: L.LatLng,
      label: string,
      icon: L.DivIcon,
      choose: (kb: boolean) => void,
    ) => {
      const marker = L.marker(at, { icon, keyboard: true, riseOnHover: true });
      marker.on("click", () => choose(false));
      marker.on("keydown", (event) => {
        if (!isActivation(event.originalEvent)) return;
        event.originalEvent.preventDefault();
        choose(true);
      });
      layer.addLayer(marker);
      marker.getElement()?.setAttribute("aria-label", label);
      shown.set(key, marker);
    };

    const draw = () => {
      const view = bboxOfView(viewOf(map.getBounds().pad(0.15)));
      const centerLng = map.getCenter().lng;
      const features = index
        .getClusters([view.west, view.south, view.east, view.north], Math.round(map.getZoom()))
        .sort((a, b) => b.geometry.coordinates[1]! - a.geometry.coordinates[1]!);
      const keep = new Set<string>();
      for (const feature of features) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const at = L.latLng(lat, nearestCopy(lng, centerLng));
        const properties = feature.properties;
        const key = "cluster_id" in properties ? `c:${properties.cluster_id}` : `p:${properties.id}`;
        keep.add(key);
        const existing = shown.get(key);
        if (existing) {
          if (!existing.getLatLng().equals(at)) existing.setLatLng(at);
        } else if ("cluster_id" in properties) {
          const { cluster_id: clusterId, point_count: count } = properties;
          build(key, at, clusterLabel(translate.current, count), clusterIcon(count), (kb) =>
            chooseCluster(clusterId, at, key, kb),
          );
        } else {
          const business = byId.get(properties.id);
          if (!business) continue;
          build(key, at, business.name, pinIcon, (fromKeyboard) =>
            setCard({ ids: [business.id], latlng: at, opener: key, fromKeyboard }),
          );
        }
      }
      for (const [key, marker] of shown) {
        if (keep.has(key)) continue;
        layer.removeLayer(marker);
        shown.delete(key);
      }
      if (focusNext) {
        const wanted = focusNext;
        focusNext = null;
        const next = features
          .map((feature) =>
            "cluster_id" in feature.properties
              ? `c:${feature.properties.cluster_id}`
              : `p:${feature.properties.id}`,
          )
          .find((key) => wanted.has(firstId(key) ?? ""));
        if (next) shown.get(next)?.getElement()?.focus();
      }
    };

    map.on("moveend", draw);
    draw();
    return () => {
      map.off("moveend", draw);
      layer.remove();
    };
  }, [map, index, byId]);

  // The card: opened where its marker is, once React has rendered its content; closed with Escape.
  useEffect(() => {
    if (!map) return;
    if (!card) {
      map.closePopup(popup);
      return;
    }
    popup.setLatLng(card.latlng);
    if (popup.isOpen()) popup.update();
    else popup.openOn(map);
    if (card.fromKeyboard) popupContent.querySelector<HTMLElement>("a[href], button")?.focus();
  }, [map, card, popup, popupContent]);

  useEffect(() => {
    if (!map) return;
    // The focus was in the card (or went with it): it goes back to the marker that opened the card.
    const onClose = () => {
      const closing = openCard.current;
      const active = document.activeElement;
      const lost = active === document.body || (popup.getElement()?.contains(active) ?? false);
      setCard(null);
      if (closing && lost) drawn.current.get(closing.opener)?.getElement()?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !popup.isOpen()) return;
      if (!(event.target instanceof Node) || !popup.getElement()?.contains(event.target)) return;
      event.preventDefault();
      map.closePopup(popup);
    };
    const container = map.getContainer();
    map.on("popupclose", onClose);
    container.addEventListener("keydown", onKeyDown);
    return () => {
      map.off("popupclose", onClose);
      container.removeEventListener("keydown", onKeyDown);
    };
  }, [map, popup]);

  const searchArea = () => {
    if (!map || !onSearchArea) return;
    touched.current = false;
    setMoved(false);
    box.current?.focus({ preventScroll: true });
    onSearchArea(bboxOfView(viewOf(map.getBounds())));
  };

  const cardMarkers = (card?.ids ?? []).flatMap((id) => byId.get(id) ?? []);
  const single: ResultsMapMarker | undefined = card?.ids.length === 1 ? cardMarkers[0] : undefined;
  const content = !card ? null : single ? (
    (renderCard?.(single.id) ?? <ResultsMapCard marker={single} />)
  ) : (
    <ResultsMapList markers={cardMarkers} />
  );

  return (
    <>
      {onSearchArea && moved ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="absolute inset-x-0 top-3 z-[1000] mx-auto w-fit shadow-md"
          onClick={searchArea}
        >
          <Icon name="search" className="h-4 w-4" />
          {t("Search this area")}
        </Button>
      ) : null}
      <div ref={box} className="h-full w-full" />
      {createPortal(content, popupContent)}
    </>
  );
}
