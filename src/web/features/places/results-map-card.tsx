import { Link } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { useT } from "~/web/features/languages/language-context";
import type { ResultsMapMarker } from "./results-map-types";

function Details({ marker }: { marker: ResultsMapMarker }) {
  const t = useT();
  if (!marker.tier && !marker.distanceLabel) return null;
  return (
    <div className="mt-0.5 text-xs text-stone-600">
      {[
        marker.tier && t(marker.tier as MessageId),
        marker.distanceLabel && t("{distance} away", { distance: marker.distanceLabel }),
      ]
        .filter(Boolean)
        .join(" · ")}
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
  const t = useT();
  return (
    <div>
      <div className="font-semibold text-stone-900">
        {t("{count, plural, one {# business here} other {# businesses here}}", { count: markers.length })}
      </div>
      <ul className="mt-2 max-h-56 space-y-2 overflow-y-auto pe-1">
        {markers.map((marker) => (
          <li key={marker.id}>
            <ResultsMapCard marker={marker} />
          </li>
        ))}
      </ul>
    </div>
  );
}
