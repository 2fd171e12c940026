import { Link } from "react-router";
import { clusterLabel } from "~/domain/places/map-clusters";
import type { ResultsMapMarker } from "./results-map-types";

function Details({ marker }: { marker: ResultsMapMarker }) {
  if (!marker.tier && !marker.distanceLabel) return null;
  return (
    <div className="mt-0.5 text-xs text-stone-600">
      {[marker.tier, marker.distanceLabel && `${marker.distanceLabel} away`].filter(Boolean).join(" · ")}
    </div>
  );
}

/** A business's card on the map: its name linked to its page, its tier and its distance. */
export function ResultsMapCard({ marker }: { marker: ResultsMapMarker }) {
  return (
    <div>
      <Link to={marker.href} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        {marker.name}
      </Link>
      <Details marker={marker} />
    </div>
  );
}

/** The card of businesses that share one point (or nearly): each one's name, tier and distance. */
export function ResultsMapList({ markers }: { markers: ResultsMapMarker[] }) {
  return (
    <div>
      <div className="font-semibold text-stone-900">{clusterLabel(markers.length)}</div>
      <ul className="mt-2 max-h-56 space-y-2 overflow-y-auto pr-1">
        {markers.map((marker) => (
          <li key={marker.id}>
            <ResultsMapCard marker={marker} />
          </li>
        ))}
      </ul>
    </div>
  );
}
