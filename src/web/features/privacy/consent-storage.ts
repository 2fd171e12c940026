import { type ConsentChoice, readConsentCookie, writeConsentCookie } from "./consent-cookie";

/**
 * Device-local consent records (visitors and members alike). Only the cookie choice leaves the device,
 * as the `ujamaa_consent` cookie our own server reads to leave the banner out of its HTML.
 */
export type CookieConsent = ConsentChoice & { essential: true; timestamp: string };
export type PrivacyAcceptance = { accepted: true; timestamp: string };

export const COOKIE_CONSENT_KEY = "ujamaa.cookie-consent";
export const PRIVACY_ACCEPTANCE_KEY = "ujamaa.privacy-acceptance";
export const MOBILE_BREAKPOINT_PX = 768;
export const PRIVACY_POPUP_DELAY_MS = 1000;

function read<T>(key: string): T | null {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

export function readCookieConsent(): CookieConsent | null {
  const value = read<CookieConsent>(COOKIE_CONSENT_KEY);
  return value && typeof value.analytics === "boolean" ? value : null;
}

export function saveCookieConsent(choice: ConsentChoice): CookieConsent {
  const consent: CookieConsent = { essential: true, ...choice, timestamp: new Date().toISOString() };
  window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  writeConsentCookie(consent);
  window.dispatchEvent(new CustomEvent("ujamaa:consent", { detail: consent }));
  return consent;
}

/** The device's answer: the stored record, else the cookie (a device may keep one without the other). */
export function readConsentChoice(): ConsentChoice | null {
  return readCookieConsent() ?? readConsentCookie(document.cookie);
}

/** Keeps the cookie in step with the stored record: a device that answered before it existed gets it now. */
export function syncConsentCookie() {
  const stored = readCookieConsent();
  if (stored) writeConsentCookie(stored);
}

/** Whether a non-essential category may run: only after the visitor said yes to it. */
export function hasConsent(category: keyof ConsentChoice): boolean {
  return readConsentChoice()?.[category] === true;
}

export function readPrivacyAcceptance(): PrivacyAcceptance | null {
  const value = read<PrivacyAcceptance>(PRIVACY_ACCEPTANCE_KEY);
  return value?.accepted === true ? value : null;
}

export function savePrivacyAcceptance(): PrivacyAcceptance {
  const value: PrivacyAcceptance = { accepted: true, timestamp: new Date().toISOString() };
  window.localStorage.setItem(PRIVACY_ACCEPTANCE_KEY, JSON.stringify(value));
  return value;
}
