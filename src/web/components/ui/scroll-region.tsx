import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "~/web/lib/cn";
import { useUiText } from "./ui-text";

type Edges = { measured: boolean; overflows: boolean; before: boolean; after: boolean };

/** Whether the content is wider than the box, and whether there is more on each side. */
function edgesOf(box: HTMLElement): Edges {
  // Right to left, scrollLeft runs from 0 down to negative values: its size is how far from the start.
  const scrolled = Math.abs(box.scrollLeft);
  const rest = box.scrollWidth - box.clientWidth - scrolled;
  return {
    measured: true,
    overflows: box.scrollWidth > box.clientWidth + 1,
    before: scrolled > 1,
    after: rest > 1,
  };
}

/**
 * Something wider than the screen (a table on a phone), scrolled sideways in its own box. When it
 * overflows, a hint says so and a shadow darkens each edge that hides more; the box is a named
 * region that takes keyboard focus, so arrow keys scroll it too.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** The region's accessible name, e.g. the table's title. */
  label: string;
  /** Classes of the scrolled box (its border, background). */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useUiText();
  const box = useRef<HTMLElement>(null);
  const hintId = useId();
  const [edges, setEdges] = useState<Edges>({
    measured: false,
    overflows: false,
    before: false,
    after: false,
  });
  // Before the first measure (server rendering) it is focusable, as a box that may overflow must be.
  const focusable = !edges.measured || edges.overflows;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setEdges(edgesOf(element));
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, []);

  return (
    <div>
      {edges.overflows ? (
        <p id={hintId} className="mb-1 text-end text-xs text-stone-500">
          {t("Scroll sideways to see every column →")}
        </p>
      ) : null}
      <div className="relative">
        {/* A section with a name is a region. */}
        <section
          ref={box}
          aria-label={label}
          aria-describedby={edges.overflows ? hintId : undefined}
          tabIndex={focusable ? 0 : undefined}
          className={cn(
            "overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
            className,
          )}
        >
          {children}
        </section>
        <span
          aria-hidden="true"
          data-scroll-shadow="start"
          className={cn(
            "pointer-events-none absolute inset-y-0 start-0 w-6 rounded-s-xl bg-gradient-to-r rtl:bg-gradient-to-l from-stone-900/15 to-transparent transition-opacity",
            edges.before ? "opacity-100" : "opacity-0",
          )}
        />
        <span
          aria-hidden="true"
          data-scroll-shadow="end"
          className={cn(
            "pointer-events-none absolute inset-y-0 end-0 w-6 rounded-e-xl bg-gradient-to-l rtl:bg-gradient-to-r from-stone-900/15 to-transparent transition-opacity",
            edges.after ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
