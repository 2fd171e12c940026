import { recordBusinessEvent } from "~/web/lib/api/businesses";

/** Counts a phone or website click without holding up the navigation it starts. */
export function trackClick(businessId: string, kind: "contact_click" | "website_click"): void {
  recordBusinessEvent(businessId, kind);
}

/** A website address with https:// added when it has no scheme. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
