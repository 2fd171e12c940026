// The kinds of other certification and their labels alone: what the directory's filter lists, so the
// listing's code carries no more of the area than these words.
/** The kinds, as stored, filtered by (`other_certification=`) and listed in forms, in this order. */
export const OTHER_CERTIFICATION_KINDS = ["nmsdc_mbe", "wbenc_wbe", "sba_8a", "hub", "dbe", "other"] as const;
export type OtherCertificationKind = (typeof OTHER_CERTIFICATION_KINDS)[number];

export const OTHER_CERTIFICATION_KIND_LABELS: Record<OtherCertificationKind, string> = {
  nmsdc_mbe: "NMSDC MBE",
  wbenc_wbe: "WBENC WBE",
  sba_8a: "SBA 8(a)",
  hub: "State HUB",
  dbe: "DBE",
  other: "Other",
};

export function isOtherCertificationKind(value: string): value is OtherCertificationKind {
  return (OTHER_CERTIFICATION_KINDS as readonly string[]).includes(value);
}
