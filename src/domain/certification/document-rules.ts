import type { Tier } from "./tiers";

/**
 * What certification documents may be (spec part 2 §5): applicants upload pdf, jpg, jpeg or png;
 * admins upload templates as PDF or Word (.docx). Both at most 10 MB, judged by the file's content on
 * the server; the browser's pre-check uses the same lists.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const APPLICANT_DOCUMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const APPLICANT_DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
export const TEMPLATE_DOCUMENT_TYPES = ["application/pdf", DOCX_TYPE] as const;
export const TEMPLATE_DOCUMENT_ACCEPT = `.pdf,.docx,application/pdf,${DOCX_TYPE}`;

/** The spec's document types (part 2 §3), stored as their slug. */
export const DOCUMENT_KINDS = [
  { slug: "affidavit", label: "Affidavit" },
  { slug: "business_license", label: "Business License" },
  { slug: "tax_id", label: "Tax ID" },
  { slug: "insurance_certificate", label: "Insurance Certificate" },
  { slug: "financial_statement", label: "Financial Statement" },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]["slug"];
export const DOCUMENT_KIND_SLUGS = DOCUMENT_KINDS.map((k) => k.slug) as [DocumentKind, ...DocumentKind[]];

/** The spec's messages (part 2 §5 and §8). */
export const DOCUMENT_MESSAGES = {
  missingInformation: {
    title: "Missing information",
    message: "Title, tier, document type and file are required.",
  },
  invalidTemplateType: { title: "Invalid file type", message: "Only PDF and Word documents are allowed" },
  invalidApplicantType: {
    title: "Invalid file type",
    message: "Please upload a PDF, JPG, JPEG or PNG file.",
  },
  tooLarge: { title: "File too large", message: "Maximum file size is 10MB." },
  empty: { title: "Upload failed", message: "The file is empty." },
  confirmDelete: "Are you sure you want to delete this document?",
  incomplete: {
    title: "Incomplete Application",
    message: "Please complete all required items before submitting",
  },
  submissionError: { title: "Submission Error", message: "Failed to submit application" },
} as const;

/** A template's document_type is stored as tier, hyphen, type (spec part 2 §3): "Certified-business_license". */
export function templateDocumentType(tier: Tier, kind: DocumentKind): string {
  return `${tier}-${kind}`;
}

/** The tier and kind of a template's document_type, or null for anything else. */
export function parseTemplateDocumentType(value: string): { tier: string; kind: string } | null {
  const at = value.indexOf("-");
  if (at <= 0 || at === value.length - 1) return null;
  return { tier: value.slice(0, at), kind: value.slice(at + 1) };
}

/** The preview dialog's type label: underscores as spaces, uppercase ("BUSINESS LICENSE"). */
export function formatDocumentType(documentType: string): string {
  const kind = parseTemplateDocumentType(documentType)?.kind ?? documentType;
  return kind.replace(/_/g, " ").toUpperCase();
}

/** A file name cleaned to letters, digits, - _ . and at most 100 characters (spec part 2 §5). */
export function cleanFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-100);
  return cleaned || "document";
}

/** A template's Title and Instructions, kept in admin_notes as two lines (spec part 2 §3). */
export function formatTemplateNotes({
  title,
  instructions,
}: {
  title: string;
  instructions?: string | null;
}): string {
  const first = `Title: ${title.replace(/\s+/g, " ").trim()}`;
  const text = instructions?.replace(/\s+/g, " ").trim();
  return text ? `${first}\nInstructions: ${text}` : first;
}

export function parseTemplateNotes(notes: string | null): {
  title: string | null;
  instructions: string | null;
} {
  const line = (label: string) =>
    notes
      ?.split("\n")
      .find((l) => l.startsWith(`${label}: `))
      ?.slice(label.length + 2)
      .trim() || null;
  return { title: line("Title"), instructions: line("Instructions") };
}

/**
 * How the preview dialog shows a document: an image inline (spec: jpg, jpeg, png or gif), a PDF in the
 * browser's own viewer, anything else not at all (a download only).
 */
export function documentPreviewOf(mimeType: string): "image" | "pdf" | null {
  if (["image/jpeg", "image/png", "image/gif"].includes(mimeType)) return "image";
  return mimeType === "application/pdf" ? "pdf" : null;
}
