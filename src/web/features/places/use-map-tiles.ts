import { useRouteLoaderData } from "react-router";
import { type MapTiles, readMapTiles } from "~/domain/places/map-tiles";

/** The maps' tiles the server chose (MAP_TILE_URL, through the root loader); the outline when unknown. */
export function useMapTiles(): MapTiles {
  return readMapTiles(useRouteLoaderData<{ mapTiles?: unknown }>("root")?.mapTiles);
}
