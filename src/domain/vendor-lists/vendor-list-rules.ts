import type { BadgeTone } from "~/domain/certification/badge-tones";

/** A vendor list's states: rows being matched by the job, all matched, or the job gave up. */
export const VENDOR_LIST_STATUSES = ["processing", "ready", "failed"] as const;
export type VendorListStatus = (typeof VENDOR_LIST_STATUSES)[number];

/** How sure a match is; `none` is a vendor with no business close enough. */
export const MATCH_CONFIDENCES = ["exact", "likely", "possible", "none"] as const;
export type MatchConfidence = (typeof MATCH_CONFIDENCES)[number];

/** The owner's word on a likely or possible match; an exact one counts as confirmed. */
export const MATCH_DECISIONS = ["pending", "confirmed", "rejected"] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

/** The confidences whose match the owner confirms or rejects. */
export const DECIDABLE_CONFIDENCES: readonly MatchConfidence[] = ["likely", "possible"];

export const CONFIDENCE_LABELS: Record<MatchConfidence, string> = {
  exact: "Exact",
  likely: "Likely",
  possible: "Possible",
  none: "No match",
};

/** The badge colour of each confidence. */
export const CONFIDENCE_TONES: Record<MatchConfidence, BadgeTone> = {
  exact: "green",
  likely: "blue",
  possible: "amber",
  none: "grey",
};

export const DECISION_LABELS: Record<MatchDecision, string> = {
  pending: "To review",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

export const VENDOR_LIST_LIMITS = {
  /** The largest file accepted, in bytes. */
  maxBytes: 10 * 1024 * 1024,
  maxRows: 50_000,
  /** An XLSX's entries may unpack to at most this much in all… */
  maxUnpackedBytes: 100 * 1024 * 1024,
  /** …and none may unpack to more than this many times its packed size. */
  maxRatio: 100,
  /** Rows a page of the list shows. */
  pageSize: 50,
  /** The longest cell kept, in characters. */
  maxCellLength: 500,
} as const;

export const VENDOR_LIST_MESSAGES = {
  unauthorized: "Sign in to see your vendor lists.",
  forbidden: "This vendor list is not yours.",
  notFound: "No such vendor list.",
  rowNotFound: "No such row in this vendor list.",
  fileType:
    "The file must be a CSV (text) or an Excel workbook (.xlsx). This file is neither: it looks like another kind of file.",
  tooLarge: "The file is larger than 10 MB.",
  empty: "The file is empty.",
  tooManyRows: "The file has more than 50,000 vendor rows. Split it into smaller files.",
  notUtf8: "The CSV file is not readable text (UTF-8 or Windows-1252).",
  unreadable: "The file could not be read as a CSV or Excel workbook.",
  zipBomb: "The workbook unpacks to far more than its size: it is refused as unsafe.",
  noNames: "The file has a name column, but no vendor names in it (only empty or formula cells).",
  notDecidable: "Only likely and possible matches are confirmed or rejected.",
  notReady: "The list is still being matched.",
} as const;

/** The fields whose agreement a match's reason names, with their English words. */
export const AGREEING_FIELD_WORDS = {
  phone: "same phone",
  website: "same website",
  email: "same e-mail domain",
  address: "same address",
} as const;
export type AgreeingField = keyof typeof AGREEING_FIELD_WORDS;

/** Format of the reason's name part: "name 92 % alike". */
export function percentAlike(similarity: number): string {
  return `name ${Math.round(similarity * 100)} % alike`;
}

/** A stored reason ("same phone; name 92 % alike") read back into its parts, to be said in any language. */
export type MatchReason = { agreeing: AgreeingField[]; percentAlike: number };

const NAME_PART = /^name (\d{1,3}) % alike$/;

/** The parts of a reason as judgeMatch writes it; null for a reason written some other way. */
export function readMatchReason(reason: string): MatchReason | null {
  const parts = reason.split("; ");
  const name = NAME_PART.exec(parts.at(-1) ?? "");
  if (!name) return null;
  const byWords = new Map<string, AgreeingField>(
    Object.entries(AGREEING_FIELD_WORDS).map(([field, words]) => [words, field as AgreeingField]),
  );
  const agreeing: AgreeingField[] = [];
  for (const part of parts.slice(0, -1)) {
    const field = byWords.get(part);
    if (!field) return null;
    agreeing.push(field);
  }
  return { agreeing, percentAlike: Number(name[1]) };
}
