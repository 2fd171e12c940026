import { useSyncExternalStore } from "react";
import { cn } from "~/web/lib/cn";

// Where a page leaves room for the walkthrough's step 3 (the hub) beside or below its own content,
// rather than under a dialog: the profile set-up (/settings?onboarding=true) the walkthrough opens.

let dock: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setDock(element: HTMLElement | null) {
  dock = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The room for the hub; it takes no space while the walkthrough is elsewhere or closed. */
export function WalkthroughDock({ className }: { className?: string }) {
  return <div ref={setDock} className={cn("empty:hidden", className)} />;
}

/** The element of the page's WalkthroughDock, or null when the page has none. */
export function useWalkthroughDock(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => dock,
    () => null,
  );
}
