import type { ReactNode } from "react";
import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";
import { MAP_HEIGHTS } from "./map-sizes";

/**
 * The results map's box and the note that tells screen-reader users the list holds the same
 * businesses; `noteId` names the note, which the map's container refers to.
 */
export function ResultsMapFrame({ noteId, children }: { noteId: string; children: ReactNode }) {
  const t = useT();
  return (
    <div
      className={cn(
        "relative isolate overflow-hidden rounded-lg border border-stone-200 bg-stone-100",
        MAP_HEIGHTS.results,
      )}
    >
      <p id={noteId} className="sr-only">
        {t(
          "The map shows the businesses of the list. The list has the same results and is easier to use with a keyboard or a screen reader.",
        )}
      </p>
      {children}
    </div>
  );
}
