/** OpenStreetMap's standard tiles: the map's background unless MAP_TILE_URL names another server or `off`. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** The credit OpenStreetMap's tile and data licences ask for, linked to its copyright page, on every map with tiles. */
export const OPENSTREETMAP_ATTRIBUTION = {
  text: "© OpenStreetMap contributors",
  href: "https://www.openstreetmap.org/copyright",
} as const;

/** The credit a map shows for its background, linked to where its terms are. */
export type MapAttribution = { text: string; href: string };

/**
 * The map's background: raster tiles from a server (a Leaflet URL template with {z}, {x} and {y}, and
 * optionally {s} for a subdomain and {r} for high-density screens), or `off`: the bundled world outline
 * with no network at all (tests, machines without a tile server).
 */
export type MapTiles = { kind: "tiles"; url: string; attribution: MapAttribution } | { kind: "off" };

const MAP_TILES_OFF: MapTiles = { kind: "off" };

/** The tile URL with its {s} subdomain replaced, so that it parses as a URL. */
function parseTemplate(template: string): URL | null {
  try {
    return new URL(template.replace("{s}", "a"));
  } catch {
    return null;
  }
}

/** Why MAP_TILE_URL cannot be used, or null: `off`, or an https (http on this machine) template with {z}, {x}, {y}. */
export function mapTileUrlProblem(value: string): string | null {
  if (value === "off") return null;
  const url = parseTemplate(value);
  if (!url || !["https:", "http:"].includes(url.protocol)) {
    return "must be off or a tile URL such as https://tile.openstreetmap.org/{z}/{x}/{y}.png";
  }
  if (url.protocol === "http:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) {
    return "must be an https URL (http only on this machine)";
  }
  if (!["{z}", "{x}", "{y}"].every((part) => value.includes(part))) {
    return "must contain {z}, {x} and {y}";
  }
  const host = value.split("/")[2] ?? "";
  if (host.includes("{s}") && !host.startsWith("{s}.")) {
    return "may hold {s} only as the first part of the host name ({s}.tile.example.org)";
  }
  return null;
}

/** The map's background for a valid MAP_TILE_URL (unset: OpenStreetMap's standard tiles). */
export function mapTilesOf(value: string = DEFAULT_MAP_TILE_URL): MapTiles {
  if (value === "off") return MAP_TILES_OFF;
  return { kind: "tiles", url: value, attribution: { ...OPENSTREETMAP_ATTRIBUTION } };
}

/**
 * The Content-Security-Policy sources the tiles' images come from: the tile server's origin, or every
 * subdomain of it when the template picks one with {s}. None with tiles off.
 */
export function mapTileImageSources(tiles: MapTiles): string[] {
  if (tiles.kind === "off") return [];
  const url = parseTemplate(tiles.url);
  if (!url) return [];
  const host = tiles.url.split("/")[2]!;
  return [host.startsWith("{s}.") ? `${url.protocol}//*.${host.slice(4)}` : url.origin];
}

/** The tiles the pages were given (the root loader's `mapTiles`); anything else draws the outline. */
export function readMapTiles(value: unknown): MapTiles {
  if (typeof value !== "object" || value === null || !("kind" in value)) return MAP_TILES_OFF;
  if (value.kind !== "tiles" || !("url" in value) || typeof value.url !== "string") return MAP_TILES_OFF;
  const attribution = "attribution" in value ? value.attribution : null;
  if (typeof attribution !== "object" || attribution === null) return MAP_TILES_OFF;
  if (!("text" in attribution) || !("href" in attribution)) return MAP_TILES_OFF;
  const { text, href } = attribution;
  if (typeof text !== "string" || typeof href !== "string") return MAP_TILES_OFF;
  return { kind: "tiles", url: value.url, attribution: { text, href } };
}
