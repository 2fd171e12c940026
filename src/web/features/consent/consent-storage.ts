/** Device-local consent records (visitors and members alike; nothing here leaves the device). */
export type CookieConsent = {
  essential: true;
  analytics: boolean;
  preferences: boolean;
  marketing: boolean;
  timestamp: string;
};
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

export function saveCookieConsent(choice: Omit<CookieConsent, "essential" | "timestamp">): CookieConsent {
  const consent: CookieConsent = { essential: true, ...choice, timestamp: new Date().toISOString() };
  window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent("ujamaa:consent", { detail: consent }));
  return consent;
}

/** Whether a non-essential category may run: only after the visitor said yes to it. */
export function hasConsent(category: "analytics" | "preferences" | "marketing"): boolean {
  return readCookieConsent()?.[category] === true;
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
