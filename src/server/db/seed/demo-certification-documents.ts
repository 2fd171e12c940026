import { randomUUID } from "node:crypto";
import {
  cleanFileName,
  DOCUMENT_KINDS,
  DOCX_TYPE,
  type DocumentKind,
  formatTemplateNotes,
  templateDocumentType,
} from "~/domain/certification/document-rules";
import type { Tier } from "~/domain/certification/tiers";
import type { businessDocuments } from "~/server/db/schema";
import type { Storage } from "~/server/storage/storage";
import { documentScanPng, minimalDocx, minimalPdf } from "./demo-files";

type NewDocument = typeof businessDocuments.$inferInsert;
const DAY_MS = 86_400_000;

/** The required documents (admin templates) of each paid tier: the affidavit as Word, the rest as PDF. */
const TIER_TEMPLATES: Record<Exclude<Tier, "Free">, { kind: DocumentKind; instructions: string }[]> = {
  Verified: [
    { kind: "affidavit", instructions: "Fill in, sign before a notary and upload a scan or PDF." },
    { kind: "business_license", instructions: "Upload your current business licence or registration." },
  ],
  Certified: [
    { kind: "affidavit", instructions: "Fill in, sign before a notary and upload a scan or PDF." },
    { kind: "business_license", instructions: "Upload your current business licence or registration." },
    { kind: "insurance_certificate", instructions: "General liability certificate naming the business." },
  ],
  Preferred: [
    { kind: "affidavit", instructions: "Fill in, sign before a notary and upload a scan or PDF." },
    { kind: "business_license", instructions: "Upload your current business licence or registration." },
    { kind: "insurance_certificate", instructions: "General liability certificate naming the business." },
    { kind: "financial_statement", instructions: "Last year's profit and loss statement, signed." },
  ],
};

const labelOf = (kind: string) => DOCUMENT_KINDS.find((k) => k.slug === kind)?.label ?? kind;

/** A demo template row with a known id, so applicants' documents can answer it. */
export type DemoTemplate = NewDocument & { id: string; tier: Tier; kind: DocumentKind };

/**
 * Writes the templates of every paid tier (real PDF and .docx files made by code) to storage and
 * returns their rows (the uploader is set by the caller), uploaded some weeks before `now`.
 */
export async function storeDemoTemplates(storage: Storage, now: Date): Promise<DemoTemplate[]> {
  const rows: DemoTemplate[] = [];
  let minutes = 0;
  for (const [tier, templates] of Object.entries(TIER_TEMPLATES) as [
    Exclude<Tier, "Free">,
    typeof TIER_TEMPLATES.Verified,
  ][]) {
    for (const { kind, instructions } of templates) {
      const title = `${labelOf(kind)} (${tier})`;
      const docx = kind === "affidavit";
      const data = docx
        ? minimalDocx(`Affidavit of Ownership — ${tier} certification`, [
            "I, the undersigned, being duly sworn, state that I own at least 51% of the business named below,",
            "and that I control its management and daily operations.",
            "Business name: ____________________   Signature: ____________________",
            "Sworn before me on ____ day of __________, 20__.   Notary Public: ____________________",
          ])
        : minimalPdf(title, [instructions, "Ujamaa certification — required document template."]);
      const fileName = cleanFileName(`${tier}-${kind}.${docx ? "docx" : "pdf"}`);
      minutes += 7;
      const uploaded = new Date(now.getTime() - 60 * DAY_MS + minutes * 60_000);
      const key = `private/templates/${uploaded.getTime()}-${fileName}`;
      const mimeType = docx ? DOCX_TYPE : "application/pdf";
      await storage.put(key, data, mimeType);
      rows.push({
        id: randomUUID(),
        tier,
        kind,
        businessId: null,
        documentType: templateDocumentType(tier, kind),
        fileName,
        filePath: key,
        fileSize: data.byteLength,
        mimeType,
        reviewStatus: "approved",
        adminNotes: formatTemplateNotes({ title, instructions }),
        uploadDate: uploaded,
        createdAt: uploaded,
        updatedAt: uploaded,
      });
    }
  }
  return rows;
}

export type DemoApplicationFiles = {
  businessId: string;
  businessName: string;
  tier: Tier;
  submittedAt: Date;
};

/** The documents an applicant submitted: a PNG scan of the business licence and the affidavit as a PDF. */
export async function storeDemoApplicantFiles(storage: Storage, applicant: DemoApplicationFiles) {
  const png = await documentScanPng(`${applicant.businessName}`.slice(0, 28));
  const pdf = minimalPdf(`Affidavit of Ownership — ${applicant.businessName}`, [
    `Tier applied for: ${applicant.tier}`,
    "The declarant owns at least 51% of the business and controls its management.",
    "Signed and notarised.",
  ]);
  const at = applicant.submittedAt.getTime();
  const files = [
    { kind: "business_license" as const, name: "business-license-scan.png", data: png, mime: "image/png" },
    { kind: "affidavit" as const, name: "signed-affidavit.pdf", data: pdf, mime: "application/pdf" },
  ];
  const stored = [];
  for (const [i, f] of files.entries()) {
    const key = `private/documents/${applicant.businessId}/${at - (i + 1) * 60_000}-${cleanFileName(f.name)}`;
    await storage.put(key, f.data, f.mime);
    stored.push({ ...f, key, uploadedAt: new Date(at - (i + 1) * 60_000) });
  }
  return stored;
}
