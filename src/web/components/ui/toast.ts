import { useSyncExternalStore } from "react";

// Toasts are rare (after a form is sent), so the toast library loads with the first one instead of
// with every page. The <Toaster /> in the layout mounts it then; it shows toasts raised before it.

type ToastOptions = { description?: string };
type Kind = "success" | "error";

let requested = false;
/** How much of the screen's bottom a fixed panel covers (keepToastsAbove). */
let clearance = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    notify();
  }
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
};

/** True once a toast has been asked for on this page. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/**
 * How much of the screen's bottom a fixed panel covers (the cookie banner, while it is shown): the toasts
 * stay above it. Kept here rather than in a CSS variable on the document, whose every change restyled the
 * whole page.
 */
export function keepToastsAbove(px: number) {
  if (px === clearance) return;
  clearance = px;
  notify();
}

export function useToastsClearance(): number {
  return useSyncExternalStore(
    subscribe,
    () => clearance,
    () => 0,
  );
}
