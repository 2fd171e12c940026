import type { Feature, FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries from "world-atlas/countries-110m.json";
import { continuousRing } from "~/domain/places/map-outline";

/** Antarctica's outline runs along the edge of the world's map and adds nothing under businesses. */
const ANTARCTICA = "010";

function continuous(geometry: Geometry): Geometry {
  if (geometry.type === "Polygon")
    return { ...geometry, coordinates: geometry.coordinates.map(continuousRing) };
  if (geometry.type === "MultiPolygon") {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(continuousRing)) };
  }
  return geometry;
}

/**
 * The world's countries (Natural Earth at 1:110 million, public domain) as GeoJSON, drawn under the
 * markers when the maps have no tiles; Fiji's and Russia's outlines continue past 180° instead of
 * crossing the world. Bundled in this module's own chunk, which only such a map loads.
 */
export function worldOutline(): FeatureCollection {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  const all = feature(topology, topology.objects.countries);
  return {
    type: "FeatureCollection",
    features: all.features
      .filter((country) => country.id !== ANTARCTICA)
      .map((country): Feature => ({ ...country, geometry: continuous(country.geometry) })),
  };
}
