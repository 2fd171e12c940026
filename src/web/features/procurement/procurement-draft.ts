import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import type { ValueRange } from "~/domain/procurement/value-ranges";

/** One past contract as the form holds it (the year as typed). */
export type PastEntryDraft = {
  customer: string;
  scope: string;
  year: string;
  value_range: ValueRange | "";
  hide_customer: boolean;
};

/** The "For buyers" section's values while they are edited. */
export type ProcurementDraft = {
  naics: { code: string; title: string }[];
  capabilities: string;
  differentiators: string;
  service_areas: { country: string; region: string | null }[];
  past_performance: PastEntryDraft[];
  uei: string;
  cage: string;
};

export const EMPTY_DRAFT: ProcurementDraft = {
  naics: [],
  capabilities: "",
  differentiators: "",
  service_areas: [],
  past_performance: [],
  uei: "",
  cage: "",
};

export function profileToDraft(profile: ProcurementProfile): ProcurementDraft {
  return {
    naics: profile.naics.map(({ code, title }) => ({ code, title })),
    capabilities: profile.capabilities ?? "",
    differentiators: profile.differentiators ?? "",
    service_areas: profile.service_areas.map(({ country, region }) => ({ country, region })),
    past_performance: profile.past_performance.map((entry) => ({
      customer: entry.customer ?? "",
      scope: entry.scope,
      year: String(entry.year),
      value_range: entry.value_range ?? "",
      hide_customer: entry.hide_customer,
    })),
    uei: profile.uei ?? "",
    cage: profile.cage ?? "",
  };
}

/** The PUT body of a draft: blanks as null, years as numbers (a year typed badly is the server's to refuse). */
export function draftToBody(draft: ProcurementDraft) {
  return {
    naics_codes: draft.naics.map((n) => n.code),
    capabilities: draft.capabilities.trim() || null,
    differentiators: draft.differentiators.trim() || null,
    service_areas: draft.service_areas,
    past_performance: draft.past_performance.map((entry) => ({
      customer: entry.customer,
      scope: entry.scope,
      year: Number(entry.year),
      value_range: entry.value_range || null,
      hide_customer: entry.hide_customer,
    })),
    uei: draft.uei.trim() || null,
    cage: draft.cage.trim() || null,
  };
}

/** Whether a new business's draft has anything to save. */
export function draftHasContent(draft: ProcurementDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);
}
