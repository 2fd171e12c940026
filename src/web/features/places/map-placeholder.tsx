import { useT } from "~/web/features/languages/language-context";

/** The map's box while its code loads (and in the server's HTML); the frame around it gives the height. */
export function MapPlaceholder() {
  const t = useT();
  return (
    <div
      className="flex h-full w-full items-center justify-center bg-stone-100 text-sm text-stone-700"
      data-map-placeholder=""
    >
      <span role="status">{t("Loading the map…")}</span>
    </div>
  );
}
