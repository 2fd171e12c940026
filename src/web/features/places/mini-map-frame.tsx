import type { ReactNode } from "react";
import { directionsUrl } from "~/domain/places/map-directions";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import type { BusinessMiniMapProps } from "./business-mini-map-types";
import { MAP_HEIGHTS } from "./map-sizes";

/** The business page's map box, with the Directions link (in the server's HTML, before the map loads). */
export function MiniMapFrame({
  lat,
  lng,
  precision,
  children,
}: BusinessMiniMapProps & { children: ReactNode }) {
  const t = useT();
  return (
    <figure className="overflow-hidden rounded-lg border border-stone-200 bg-white">
      <div className={cn("isolate", MAP_HEIGHTS.mini)}>{children}</div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
        <span className="text-stone-600">{precision === "area" ? t("Approximate area") : t("Location")}</span>
        <a
          href={directionsUrl({ lat, lng })}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <Icon name="compass" className="h-4 w-4" />
          {t("Directions")}
          <span className="sr-only"> {t("(opens in a new tab)")}</span>
        </a>
      </figcaption>
    </figure>
  );
}
