import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  cleanFileName,
  type DocumentKind,
  templateDocumentType,
} from "~/domain/certification/document-rules";
import { TIER_ANNUAL_PRICE_CENTS, type Tier } from "~/domain/certification/tiers";
import type { Db } from "~/server/db/client";
import { businessDocuments, businesses, payments, users } from "~/server/db/schema";
import { minimalPdf } from "~/server/db/seed/demo-files";
import type { Storage } from "~/server/storage/storage";

/** A one-page PDF, made as the demo data makes its own. */
export const PDF = minimalPdf("Certification test document");

/**
 * An admin template as the admin documents page stores one (business_id null, document_type
 * tier-kind, Title and Instructions in admin_notes, the file under private/templates/).
 */
export async function insertTemplate(
  { db, storage }: { db: Db; storage: Storage },
  tier: Tier,
  kind: DocumentKind,
  title: string,
) {
  const fileName = cleanFileName(`${title}.pdf`);
  const filePath = `private/templates/${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${fileName}`;
  await storage.put(filePath, PDF, "application/pdf");
  const [row] = await db
    .insert(businessDocuments)
    .values({
      businessId: null,
      documentType: templateDocumentType(tier, kind),
      fileName,
      filePath,
      fileSize: PDF.length,
      mimeType: "application/pdf",
      reviewStatus: "approved",
      adminNotes: `Title: ${title}\nInstructions: Fill in and sign every page.`,
    })
    .returning();
  return row!;
}

/** A business owned by the user with that e-mail. */
export async function insertBusiness(db: Db, ownerEmail: string, name = `Cert Test ${Math.random()}`) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
  const [row] = await db
    .insert(businesses)
    .values({
      name,
      category: "Retail",
      ownerId: owner!.id,
      address: "12 Main St",
      city: "Atlanta",
      state: "GA",
      zipCode: "30303",
      phone: "404-555-0100",
      email: "shop@example.com",
    })
    .returning();
  return row!;
}

/**
 * A completed first-year payment of `tier` for the business (decision 037), as the checkout leaves
 * one once verified: what a paid-tier application needs before it is submitted.
 */
export async function insertPaidPayment(
  db: Db,
  businessId: string,
  tier: Exclude<Tier, "Free"> = "Certified",
  paidAt = new Date(Date.now() - 60_000),
) {
  const id = crypto.randomUUID();
  const [row] = await db
    .insert(payments)
    .values({
      id,
      businessId,
      tier,
      isRenewal: false,
      provider: "simulator",
      providerSessionId: `sim_${id}`,
      status: "paid",
      amountCents: TIER_ANNUAL_PRICE_CENTS[tier],
      paidAt,
    })
    .returning();
  return row!;
}

/** A PNG like the signature pad draws: transparent, with a dark stroke unless `blank`. */
export async function signaturePng(options: { width?: number; height?: number; blank?: boolean } = {}) {
  const width = options.width ?? 400;
  const height = options.height ?? 150;
  const pixels = Buffer.alloc(width * height * 4);
  if (!options.blank) {
    for (let x = 20; x < Math.min(width, 200); x++) {
      const y = Math.floor(height / 2 + Math.sin(x / 10) * 20);
      pixels[(y * width + x) * 4 + 3] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

export const dataUrl = (png: Buffer, type = "image/png") => `data:${type};base64,${png.toString("base64")}`;
