import { memo, type ReactNode, type RefObject, Suspense, use, useEffect, useRef, useState } from "react";

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

/**
 * True from the browser's entry until the first hydration's effects run: only blocks of the server's HTML wait.
 * A block mounted later (a page reached by a link) or rendered without server HTML (a component test) renders
 * at once.
 */
let hydratingServerHtml = false;

/** Called by the browser's entry just before it hydrates the server's HTML. */
export function deferHydrationOfBlocksBelowTheFold() {
  hydratingServerHtml = true;
}

const OPENING_EVENTS = ["pointerdown", "focusin", "keydown"] as const;
const HELD_EVENTS = ["click", "submit"] as const;

function Wait({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

/**
 * Marks the block `data-hydrated` once React has attached to it, as the root marks the page, and gives again
 * the click or submit that was held until then.
 */
function MarkHydrated({
  box,
  replay,
}: {
  box: RefObject<HTMLElement | null>;
  replay: RefObject<(() => void) | null>;
}) {
  useEffect(() => {
    box.current?.setAttribute("data-hydrated", "");
    const held = replay.current;
    replay.current = null;
    held?.();
  }, [box, replay]);
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
 * visitor presses, focuses or types in it, whichever is first; a click or submit made before then is held
 * and given again once React has attached. Its text, links and forms are there from the first paint; what
 * waits is the main thread's work of attaching React to them (on a phone the reviews and the footer are
 * several screens down, and most visitors never reach them).
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
  const [opener] = useState(() => (hydratingServerHtml ? closedGate() : null));
  const box = useRef<HTMLElement>(null);
  const first = useRef(children);
  const replay = useRef<(() => void) | null>(null);
  if (opener && first.current !== children) opener.open();

  useEffect(() => {
    hydratingServerHtml = false;
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
    // Heard on the window, whose capture listeners run before React's on the document.
    const inBlock = (event: Event) => event.target instanceof Node && element.contains(event.target);
    // Pressed, focused or typed in before it was seen (a keyboard's Tab, a jump link): hydrate now.
    const open = (event: Event) => {
      if (inBlock(event)) opener.open();
    };
    // A click or a submit that comes before React has attached is held and given again once it has. React
    // would not see it: a button would do nothing, and a link would be followed without its handler.
    const hold = (event: Event) => {
      if (element.hasAttribute("data-hydrated") || !inBlock(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      opener.open();
      const target = event.target as Element;
      const submitter = (event as SubmitEvent).submitter;
      replay.current =
        event.type === "submit"
          ? () => (target as HTMLFormElement).requestSubmit(submitter)
          : () => target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    };
    for (const type of OPENING_EVENTS) window.addEventListener(type, open, { capture: true });
    for (const type of HELD_EVENTS) window.addEventListener(type, hold, { capture: true });
    opener.gate.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of OPENING_EVENTS) window.removeEventListener(type, open, { capture: true });
      for (const type of HELD_EVENTS) window.removeEventListener(type, hold, { capture: true });
    };
  }, [opener, margin]);

  return (
    <Element ref={box as never} className={className}>
      <Suspense fallback={null}>
        {opener && <Wait gate={opener.gate} />}
        {children}
        <MarkHydrated box={box} replay={replay} />
      </Suspense>
    </Element>
  );
});
