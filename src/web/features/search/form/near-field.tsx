import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MAX_PLACE_QUERY_LENGTH } from "~/domain/places/placement";
import type { BusinessSearch } from "~/domain/search/search-params";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import { NearMeButton } from "~/web/features/places/near-me-button";
import { PlaceField } from "~/web/features/places/place-field";
import { searchHref } from "~/web/features/search/search-href";
import type { SearchPage } from "~/web/features/search/search-pages";
import { cn } from "~/web/lib/cn";

/** The keys this field sets: a place typed, or the browser's position (and a map's view gives way to them). */
export const NEAR_KEYS = ["near", "lat", "lng", "bbox"] as const;

type NearFieldProps = {
  id: string;
  page: SearchPage;
  search: Partial<BusinessSearch>;
  /** Why the page has no results around the place asked for (a place that was not found). */
  message?: string | null;
  className?: string;
};

/**
 * "Near": a place box with suggestions and the Near me button. The browser's position goes in the
 * URL as lat and lng (a shareable search); while the box is left empty, a search from this form keeps it.
 */
export function NearField({ id, page, search, message, className }: NearFieldProps) {
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const box = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState(Boolean(search.near));
  const position = search.lat !== undefined && search.lng !== undefined && !search.near;

  return (
    <div className={cn("flex min-w-0 items-end gap-2", className)}>
      <PlaceField
        ref={box}
        id={id}
        name={page.names?.near ?? "near"}
        label={t("Near")}
        className="flex-1"
        placeholder={position ? t("Your location") : t("City or postcode")}
        defaultValue={search.near}
        maxLength={MAX_PLACE_QUERY_LENGTH}
        message={refusal ?? message}
        onInput={(event) => setTyped(event.currentTarget.value.trim() !== "")}
      />
      {position && !typed && (
        <>
          <input type="hidden" name="lat" value={String(search.lat)} />
          <input type="hidden" name="lng" value={String(search.lng)} />
        </>
      )}
      <NearMeButton
        className="shrink-0"
        onLocated={({ lat, lng }) => {
          setRefusal(null);
          const round = (n: number) => Math.round(n * 10_000) / 10_000;
          navigate(
            local(
              searchHref(page, {
                ...search,
                near: undefined,
                bbox: undefined,
                page: undefined,
                sort: undefined,
                lat: round(lat),
                lng: round(lng),
              }),
            ),
          );
        }}
        onFailed={(why) => {
          setRefusal(why);
          box.current?.focus();
        }}
      />
    </div>
  );
}
