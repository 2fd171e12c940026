import { useSyncExternalStore } from "react";
import { readCookieConsent } from "./consent-storage";

// Whether the cookie banner is up: until a choice is stored, unless it was closed on this visit.
// The privacy snapshot waits for it, so a phone never shows both prompts at once.

let closedThisVisit = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("ujamaa:consent", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("ujamaa:consent", listener);
  };
}

function isOpen(): boolean {
  return !closedThisVisit && readCookieConsent() === null;
}

/** Hides the banner for this visit without storing a choice. */
export function closeCookieBanner() {
  closedThisVisit = true;
  notify();
}

/** Closed in the server's HTML and while hydrating; the stored choice decides after that. */
export function useCookieBannerOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, () => false);
}
