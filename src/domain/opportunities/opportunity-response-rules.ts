import { DOCUMENT_MAX_BYTES, DOCX_TYPE } from "~/domain/certification/document-rules";

/** Where an answer stands with the poster (decision 056); "submitted" until the poster decides. */
export const RESPONSE_STATUSES = ["submitted", "shortlisted", "declined", "awarded"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** What a poster may decide about an answer; awarding one closes the opportunity as awarded. */
export const RESPONSE_DECISIONS = ["shortlisted", "declined", "awarded"] as const;
export type ResponseDecision = (typeof RESPONSE_DECISIONS)[number];

export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  declined: "Declined",
  awarded: "Awarded",
};

/** Attachments: PDF or Word (.docx), judged by their bytes, at most 10 MB each, three an answer. */
export const RESPONSE_FILE_TYPES = ["application/pdf", DOCX_TYPE] as const;
export const RESPONSE_FILE_ACCEPT = `.pdf,.docx,application/pdf,${DOCX_TYPE}`;
export const RESPONSE_FILE_MAX_BYTES = DOCUMENT_MAX_BYTES;

export const RESPONSE_LIMITS = { message: 5_000, note: 1_000, files: 3 } as const;

export const RESPONSE_MESSAGES = {
  message: "Write a message",
  messageTooLong: `The message must be at most ${RESPONSE_LIMITS.message.toLocaleString("en-US")} characters`,
  noteTooLong: `The note must be at most ${RESPONSE_LIMITS.note.toLocaleString("en-US")} characters`,
  business: "Choose one of your active businesses",
  fileType: { title: "Invalid file type", message: "Attach a PDF or Word (.docx) file." },
  tooManyFiles: `An answer has at most ${RESPONSE_LIMITS.files} attachments.`,
  closed: "This opportunity no longer takes answers: its deadline has passed or it is closed.",
  duplicate: "This business has already answered this opportunity. Edit its answer instead.",
  ownOpportunity: "You cannot answer your own opportunity.",
  decided: "This opportunity has been awarded or cancelled: its answers can no longer be decided.",
} as const;
