import { useT } from "~/web/features/languages/language-context";

/** A card's distance from the searched place ("2.3 mi"), named for screen readers. */
export function DistanceLabel({ distance }: { distance: string }) {
  const t = useT();
  return (
    <span className="whitespace-nowrap font-medium text-stone-900">
      <span className="sr-only">{`${t("Distance:")} `}</span>
      {distance}
    </span>
  );
}
