import type { AffidavitValues } from "./affidavit-fields";

/**
 * The affidavit as typed so far, kept in this tab's sessionStorage so that the round trip through the
 * checkout (decision 037) does not lose it. Per business; gone when the tab closes or the application is
 * submitted. The signature is not kept: it is drawn again.
 */
const key = (businessId: string) => `ujamaa.affidavit.${businessId}`;

/** `current` with the saved draft's fields laid over it; only fields `current` has, of the same type. */
export function restoreAffidavitDraft(businessId: string, current: AffidavitValues): AffidavitValues {
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(key(businessId)) ?? "null");
  } catch {
    return current;
  }
  if (!saved || typeof saved !== "object") return current;
  const restored: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(saved)) {
    if (field in current && typeof value === typeof current[field as keyof AffidavitValues])
      restored[field] = value;
  }
  return restored as AffidavitValues;
}

export function saveAffidavitDraft(businessId: string, values: AffidavitValues): void {
  try {
    window.sessionStorage.setItem(key(businessId), JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the draft is only a convenience.
  }
}

export function clearAffidavitDraft(businessId: string): void {
  try {
    window.sessionStorage.removeItem(key(businessId));
  } catch {
    // As above.
  }
}
