import { useCallback } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { countryOfCode, regionOf, type ServiceArea } from "~/domain/procurement/procurement-rules";
import { useT } from "~/web/features/languages/language-context";

/**
 * "Georgia, United States" as serviceAreaLabel writes it, the country's name in the page's language (the
 * `countries` namespace; a name the catalogues lack stays as the list has it).
 */
export function useServiceAreaLabel(): (area: ServiceArea) => string {
  const t = useT();
  return useCallback(
    ({ country, region }: ServiceArea) => {
      const name = t((countryOfCode(country)?.name ?? country) as MessageId);
      const place = region ? regionOf(country, region)?.name : undefined;
      return place ? `${place}, ${name}` : name;
    },
    [t],
  );
}
