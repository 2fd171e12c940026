import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { readConsentChoice } from "./consent-storage";

// Whether the cookie banner is up: until this device has answered, unless it was closed on this visit.
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
  return !closedThisVisit && readConsentChoice() === null;
}

/** Hides the banner for this visit without storing a choice. */
export function closeCookieBanner() {
  closedThisVisit = true;
  notify();
}

/**
 * In the server's HTML and while hydrating: open when the request carried no consent cookie (the root
 * loader's `cookieBanner`). After that the device's own answer decides.
 */
export function useCookieBannerOpen(): boolean {
  const inServerHtml = useRouteLoaderData<{ cookieBanner: boolean }>("root")?.cookieBanner ?? false;
  return useSyncExternalStore(subscribe, isOpen, () => inServerHtml);
}
