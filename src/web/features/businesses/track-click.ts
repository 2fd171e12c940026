import { api } from "~/web/lib/api";

/**
 * Counts a phone or website click without holding up the navigation it starts: a beacon when the
 * browser has one (it survives leaving the page), else a keepalive-free API call whose failure is logged.
 */
export function trackClick(businessId: string, kind: "contact_click" | "website_click"): void {
  const url = `/api/v1/businesses/${encodeURIComponent(businessId)}/events`;
  const body = new Blob([JSON.stringify({ kind })], { type: "application/json" });
  if (typeof navigator !== "undefined" && navigator.sendBeacon?.(url, body)) return;
  api.recordBusinessEvent(businessId, kind).catch((error: unknown) => {
    console.warn("Could not count the click", error);
  });
}

/** A website address with https:// added when it has no scheme. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
