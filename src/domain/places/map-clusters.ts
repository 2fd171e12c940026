import { isLatLng } from "./map-bounds";
import type { LatLng } from "./placement";

/** A GeoJSON point of one marker, as the clustering index reads it (longitude first). */
export type ClusterPoint = {
  type: "Feature";
  geometry: { type: "Point"; coordinates: [lng: number, lat: number] };
  properties: { id: string };
};

/** The points to cluster: one per id (the first one wins), none without a real position. */
export function clusterPointsOf(markers: readonly (LatLng & { id: string })[]): ClusterPoint[] {
  const seen = new Set<string>();
  const points: ClusterPoint[] = [];
  for (const marker of markers) {
    if (seen.has(marker.id) || !isLatLng(marker)) continue;
    seen.add(marker.id);
    points.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [marker.lng, marker.lat] },
      properties: { id: marker.id },
    });
  }
  return points;
}

/**
 * What choosing a cluster does: zoom in to where it splits, or, when it never splits within the
 * map's zoom levels (businesses placed at one postcode's or city's centre share a point), list its
 * businesses in a card.
 */
export function clusterChoice(
  expansionZoom: number,
  maxZoom: number,
): { kind: "zoom"; zoom: number } | { kind: "list" } {
  return expansionZoom <= maxZoom ? { kind: "zoom", zoom: expansionZoom } : { kind: "list" };
}

/** The accessible name of a cluster marker. */
export function clusterLabel(count: number): string {
  return `${count} businesses here`;
}

/** A short count for the cluster's badge: 999, then 1k, 1.2k… */
export function clusterBadge(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands)}k`;
}
