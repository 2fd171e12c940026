import { memo, type ReactNode, Suspense, use, useEffect, useRef, useState } from "react";

type Opener = { gate: Promise<void>; open: () => void };

function closedGate(): Opener {
  let resolve = () => {};
  let opened = false;
  const gate = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    gate,
    open() {
      if (opened) return;
      opened = true;
      // Marked as React's `use` marks a settled promise, so a render in this same task reads it at once.
      Object.assign(gate, { status: "fulfilled", value: undefined });
      resolve();
    },
  };
}

/** Set by the first hydration's effects: a block mounted after that (a client navigation) renders at once. */
let pageHydrated = false;

const EARLY_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

function Wait({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

type HydrateWhenNearProps = {
  children: ReactNode;
  as?: "div" | "footer";
  className?: string;
  /** How near the viewport the block comes before it hydrates. */
  margin?: string;
};

/**
 * A block of the server's HTML that the page hydrates only when it comes near the viewport, or when a
 * visitor presses or focuses something in it, whichever is first. Its text, links and forms are there
 * from the first paint; what waits is the main thread's work of attaching React to them (on a phone the
 * reviews and the footer are several screens down, and most visitors never reach them).
 *
 * It relies on React leaving a server-rendered Suspense boundary untouched while a component in it
 * suspends during hydration. An update from above before then would make React render the block afresh
 * without its HTML: the block re-renders only when its props change (`memo`; give it `children` that
 * keep their identity, e.g. from `useMemo`), and new `children` open the gate in that same render.
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({
  children,
  as: Element = "div",
  className,
  margin = "400px",
}: HydrateWhenNearProps) {
  const [opener] = useState(() => (typeof window === "undefined" || pageHydrated ? null : closedGate()));
  const box = useRef<HTMLElement>(null);
  const first = useRef(children);
  if (opener && first.current !== children) opener.open();

  useEffect(() => {
    pageHydrated = true;
    const element = box.current;
    if (!opener || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      opener.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) opener.open();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // Pressed or focused before it was seen (a keyboard's Tab, a jump link): hydrated before React reads
    // the event. Heard on the window, whose capture listeners run before React's on the document (React
    // stops an event that reaches a block it cannot hydrate yet).
    const openFor = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) opener.open();
    };
    for (const type of EARLY_EVENTS) window.addEventListener(type, openFor, { capture: true });
    opener.gate.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of EARLY_EVENTS) window.removeEventListener(type, openFor, { capture: true });
    };
  }, [opener, margin]);

  return (
    <Element ref={box as never} className={className}>
      <Suspense fallback={null}>
        {opener && <Wait gate={opener.gate} />}
        {children}
      </Suspense>
    </Element>
  );
});
