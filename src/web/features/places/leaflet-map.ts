import L from "leaflet";
import "./places-map.css";
import type { MapBbox } from "~/domain/places/map-bounds";
import type { MapAttribution, MapTiles } from "~/domain/places/map-tiles";

/** The closest the maps zoom in: street level, where OpenStreetMap's standard tiles still have detail. */
export const MAX_ZOOM = 18;

const WORLD_VIEW = { center: L.latLng(20, 0), zoom: 2 };

const NATURAL_EARTH: MapAttribution = { text: "Natural Earth", href: "https://www.naturalearthdata.com/" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A credit as Leaflet's attribution control shows it: a link that opens in a new tab. */
function creditHtml({ text, href }: MapAttribution): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`;
}

export type MapSetup = {
  tiles: MapTiles;
  /** The map's accessible name, and its role: a region (the results) or a group (a form's or page's map). */
  label: string;
  role: "region" | "group";
  describedBy?: string;
  /** Leaflet's own options: which gestures move the map, whether it takes the keyboard's focus. */
  options?: L.MapOptions;
};

/**
 * A Leaflet map in `element` over the configured tiles, or with tiles off over the bundled world
 * outline (loaded in its own chunk, only then). The map follows its box's size as the layout changes.
 */
export function createMap(element: HTMLElement, setup: MapSetup): L.Map {
  const map = L.map(element, {
    center: WORLD_VIEW.center,
    zoom: WORLD_VIEW.zoom,
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    worldCopyJump: true,
    ...setup.options,
  });
  element.classList.add("ujamaa-map");
  element.setAttribute("role", setup.role);
  element.setAttribute("aria-label", setup.label);
  if (setup.describedBy) element.setAttribute("aria-describedby", setup.describedBy);
  if (setup.tiles.kind === "tiles") {
    L.tileLayer(setup.tiles.url, {
      attribution: creditHtml(setup.tiles.attribution),
      maxZoom: MAX_ZOOM,
    }).addTo(map);
  } else {
    drawWorldOutline(map, element);
  }
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(element);
  map.on("unload", () => resize.disconnect());
  return map;
}

function drawWorldOutline(map: L.Map, element: HTMLElement): void {
  element.classList.add("ujamaa-map-outline");
  map.attributionControl.addAttribution(creditHtml(NATURAL_EARTH));
  let removed = false;
  map.on("unload", () => {
    removed = true;
  });
  void import("./world-outline").then(({ worldOutline }) => {
    if (removed) return;
    L.geoJSON(worldOutline(), {
      interactive: false,
      style: { color: "#a8a29e", weight: 0.8, fillColor: "#f5f5f4", fillOpacity: 1 },
    })
      .addTo(map)
      .bringToBack();
  });
}

/** The map's view as a box in degrees (its edges may lie past ±180 after panning round the world). */
export function viewOf(bounds: L.LatLngBounds): MapBbox {
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
}

/** Shows a box: a point close up, a wider box whole with some margin, nothing: the world. No animation. */
export function showBox(map: L.Map, box: MapBbox | null, closeUpZoom: number): void {
  if (!box) return void map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom, { animate: false });
  if (box.west === box.east && box.south === box.north) {
    return void map.setView([box.south, box.west], closeUpZoom, { animate: false });
  }
  map.fitBounds(
    [
      [box.south, box.west],
      [box.north, box.east],
    ],
    { padding: [32, 32], maxZoom: closeUpZoom, animate: false },
  );
}

/** A longitude moved by whole turns to the copy of the world nearest the map's centre. */
export function nearestCopy(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}
