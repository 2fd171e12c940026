// The device's cookie choice, mirrored from localStorage into a first-party cookie so that the server
// knows whether this device has answered and renders the banner in its HTML only when it has not.

export type ConsentChoice = { analytics: boolean; preferences: boolean; marketing: boolean };

export const CONSENT_COOKIE = "ujamaa_consent";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const CATEGORIES = ["analytics", "preferences", "marketing"] as const;

/** The cookie's value: the categories allowed, essential always first ("essential.analytics"). */
function consentCookieValue(choice: ConsentChoice): string {
  return ["essential", ...CATEGORIES.filter((c) => choice[c])].join(".");
}

/** The choice a Cookie header (or document.cookie) carries, or null when this device has not answered. */
export function readConsentCookie(cookieHeader: string | null): ConsentChoice | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const allowed = value?.split(".");
  if (allowed?.[0] !== "essential") return null;
  return {
    analytics: allowed.includes("analytics"),
    preferences: allowed.includes("preferences"),
    marketing: allowed.includes("marketing"),
  };
}

/** Stores the choice in the cookie for a year (the browser writes it: not HttpOnly). */
export function writeConsentCookie(choice: ConsentChoice) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // The Cookie Store API is missing from Safari before 18.4 and Firefox before 140.
  // biome-ignore lint/suspicious/noDocumentCookie: a one-line first-party cookie, written where all browsers can
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
