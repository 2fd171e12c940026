import { useT } from "~/web/features/languages/language-context";

/** What shows in the map's box when its code could not be fetched (offline, or a new release meanwhile). */
export function MapUnavailable() {
  const t = useT();
  return (
    <div className="flex h-full w-full items-center justify-center bg-stone-100 px-4 text-center text-sm text-stone-600">
      <p role="status">{t("The map could not be loaded. Reload the page to try again.")}</p>
    </div>
  );
}
