import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "./document-rules";

const APPLICANT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"];

/**
 * The browser's quick check of an applicant's file before it is sent, by its name, declared type
 * and size (the server judges the bytes again): the spec's toast title and message, or null.
 */
export function precheckApplicantFile(file: {
  name: string;
  size: number;
  type: string;
}): { title: string; message: string } | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typeOk = file.type === "" || ["application/pdf", "image/jpeg", "image/png"].includes(file.type);
  if (!APPLICANT_EXTENSIONS.includes(extension) || !typeOk) return DOCUMENT_MESSAGES.invalidApplicantType;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}
