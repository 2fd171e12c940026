import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { readConsentChoice } from "./consent-storage";

// Whether the cookie banner is up: until this device has answered, unless it was closed on this visit;
// and again, at its choices, whenever "Cookie settings" (the footer) asks for it, until saved or closed.
// The privacy snapshot waits for it, so a phone never shows both prompts at once.

let closedThisVisit = false;
/**
 * Whether this device has answered, read once: React asks for the banner's state on every render, and each read
 * of `document.cookie` is a round trip to the browser's cookie store (~10 ms a page load in a profile of the
 * business page's hydration). A saved choice sets it.
 */
let answered: boolean | undefined;
/** Counts the openings from "Cookie settings"; 0 while the banner is not open for them. */
let settingsOpening = 0;
let openings = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** A saved choice ends an opening from "Cookie settings". */
function onConsent() {
  answered = true;
  settingsOpening = 0;
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("ujamaa:consent", onConsent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("ujamaa:consent", onConsent);
  };
}

function isOpen(): boolean {
  if (settingsOpening > 0) return true;
  answered ??= readConsentChoice() !== null;
  return !closedThisVisit && !answered;
}

/** Hides the banner for this visit without storing a choice. */
export function closeCookieBanner() {
  closedThisVisit = true;
  settingsOpening = 0;
  notify();
}

/** Opens the banner at its choices, showing what this device chose (the footer's "Cookie settings"). */
export function openCookieSettings() {
  openings += 1;
  settingsOpening = openings;
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

/** Which opening from "Cookie settings" the banner is showing, or 0 when it was not opened that way. */
export function useCookieSettingsOpening(): number {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpening,
    () => 0,
  );
}
