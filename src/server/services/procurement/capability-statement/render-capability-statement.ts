import { type PDFDocument as Doc, PDFDocument, type PDFImage, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import sharp from "sharp";
import { PAPER_SIZES } from "~/domain/places/paper";
import { formatLongDay } from "~/domain/shared/format-date";
import { addLink, BRAND, drawableText, type Fonts, MUTED, PdfColumn } from "~/server/pdf/pdf-column";
import type { Storage } from "~/server/storage/storage";
import type { CapabilityStatementData } from "./capability-statement-data";

const MARGIN = 44;
const GUTTER = 24;
const LOGO = 60;
const QR = 84;

/** The business's logo as a PNG the PDF can hold, or null when it has none or it cannot be read. */
async function embedLogo(doc: Doc, storage: Storage, logoUrl: string | null): Promise<PDFImage | null> {
  const key = logoUrl ? storage.keyOfUrl(logoUrl) : undefined;
  const file = key ? await storage.get(key).catch(() => undefined) : undefined;
  if (!file) return null;
  try {
    const png = await sharp(file.data)
      .resize(LOGO * 3, LOGO * 3, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
    return await doc.embedPng(png);
  } catch {
    return null;
  }
}

/** Name, trade, place and contacts across the top, beside the logo; answers where the body starts. */
function drawHeader(doc: Doc, fonts: Fonts, data: CapabilityStatementData, logo: PDFImage | null): number {
  const page = doc.getPage(0);
  const { width, height } = page.getSize();
  const top = height - MARGIN;
  let x = MARGIN;
  if (logo) {
    const scale = Math.min(LOGO / logo.width, LOGO / logo.height);
    page.drawImage(logo, {
      x,
      y: top - logo.height * scale,
      width: logo.width * scale,
      height: logo.height * scale,
    });
    x += LOGO + 14;
  }
  const label = "CAPABILITY STATEMENT";
  const labelWidth = fonts.bold.widthOfTextAtSize(label, 8);
  page.drawText(label, {
    x: width - MARGIN - labelWidth,
    y: top - 8,
    size: 8,
    font: fonts.bold,
    color: BRAND,
  });
  const header = new PdfColumn(page, fonts, x, width - MARGIN - x - labelWidth - 12, top, top - 120);
  header.write(data.name, { size: 18, bold: true, maxLines: 2, gap: 3 });
  if (data.category) header.write(data.category, { size: 10, color: MUTED, maxLines: 1 });
  if (data.place) header.write(data.place, { size: 9, color: MUTED, maxLines: 2 });
  const contacts = data.contacts.map((c) => `${c.label}: ${c.value}`).join(" · ");
  if (contacts) header.write(contacts, { size: 9, maxLines: 2 });
  const bottom = Math.min(header.cursor, logo ? top - LOGO : header.cursor) - 8;
  page.drawLine({
    start: { x: MARGIN, y: bottom },
    end: { x: width - MARGIN, y: bottom },
    thickness: 2,
    color: BRAND,
  });
  return bottom - 4;
}

/** Capabilities, differentiators and past performance: what the business does and has done. */
function drawStory(column: PdfColumn, data: CapabilityStatementData): void {
  if (data.summary) {
    column.heading("Capabilities");
    column.write(data.summary, { maxLines: 18 });
  }
  if (data.differentiators) {
    column.heading("Differentiators");
    column.write(data.differentiators, { maxLines: 8 });
  }
  if (data.pastPerformance.length > 0) {
    column.heading("Past performance");
    for (const entry of data.pastPerformance) {
      column.write(`${entry.customer} · ${entry.detail}`, { bold: true, maxLines: 2, gap: 1 });
      column.write(entry.scope, { maxLines: 3, gap: 6 });
    }
  }
}

/** Certifications (Ujamaa's with its QR code to the public check), NAICS codes, areas and codes. */
async function drawFacts(doc: Doc, column: PdfColumn, data: CapabilityStatementData): Promise<void> {
  const page = doc.getPage(0);
  column.heading("Certifications");
  if (data.ujamaa) {
    const { tier, number, validUntil, verifyUrl } = data.ujamaa;
    column.write(`Ujamaa certified, ${tier} tier`, { bold: true, gap: 1 });
    column.write(`Certificate ${number}, valid until ${validUntil}`, { gap: 4 });
    if (column.fits(QR + 40)) {
      const qr = await doc.embedPng(
        await QRCode.toBuffer(verifyUrl, { type: "png", margin: 1, errorCorrectionLevel: "M", scale: 6 }),
      );
      const top = column.cursor;
      const x = column.x;
      page.drawImage(qr, { x, y: top - QR, width: QR, height: QR });
      addLink(page, [x, top - QR, x + QR, top], verifyUrl);
      column.skip(QR + 4);
    }
    const rect = column.write(`Check it is current: ${verifyUrl}`, { size: 8, color: BRAND, gap: 4 });
    if (rect) addLink(page, rect, verifyUrl);
  } else {
    column.write("Not yet certified by Ujamaa.", { color: MUTED });
  }
  for (const other of data.others) {
    column.write(`${other.title} (checked by Ujamaa)`, { bold: true, maxLines: 2, gap: 1 });
    column.write(other.detail, { maxLines: 2, gap: 4 });
  }
  if (data.naics.length > 0) {
    column.heading(`NAICS codes (${data.naicsEdition})`);
    for (const { code, title } of data.naics) column.write(`${code} ${title}`, { maxLines: 2, gap: 1 });
  }
  if (data.serviceAreas.length > 0) {
    column.heading("Service areas");
    column.write(data.serviceAreas.join(" · "), { maxLines: 6 });
  }
  if (data.codes.length > 0) {
    column.heading("Company data");
    for (const code of data.codes) column.write(`${code.label}: ${code.value}`, { gap: 1 });
  }
}

function drawFooter(doc: Doc, fonts: Fonts, data: CapabilityStatementData, generated: Date): void {
  const page = doc.getPage(0);
  const { width } = page.getSize();
  const text = drawableText(
    fonts.regular,
    `Generated by Ujamaa on ${formatLongDay(generated)} from the business's profile: ${data.pageUrl}`,
  );
  const size = 7.5;
  page.drawLine({
    start: { x: MARGIN, y: MARGIN + 14 },
    end: { x: width - MARGIN, y: MARGIN + 14 },
    thickness: 0.5,
    color: MUTED,
  });
  page.drawText(text, { x: MARGIN, y: MARGIN, size, font: fonts.regular, color: MUTED });
  addLink(
    page,
    [MARGIN, MARGIN - 2, MARGIN + fonts.regular.widthOfTextAtSize(text, size), MARGIN + size],
    data.pageUrl,
  );
}

/**
 * The one-page capability statement as PDF bytes: Letter or A4 by the business's country, in the
 * standard Helvetica fonts (no font files), every block cut to fit rather than run onto a second page.
 */
export async function renderCapabilityStatement(
  storage: Storage,
  data: CapabilityStatementData,
  generated: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.name} · Capability statement`);
  doc.setSubject(`Capability statement of ${data.name}`);
  doc.setKeywords(data.naics.map((n) => n.code));
  doc.setAuthor("Ujamaa");
  doc.setCreator("Ujamaa");
  doc.setProducer("Ujamaa");
  doc.setCreationDate(generated);
  doc.setModificationDate(generated);
  const page = doc.addPage(PAPER_SIZES[data.paper]);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const bodyTop = drawHeader(doc, fonts, data, await embedLogo(doc, storage, data.logoUrl));
  const { width } = page.getSize();
  const inner = width - 2 * MARGIN - GUTTER;
  const left = inner * 0.58;
  const bottom = MARGIN + 24;
  drawStory(new PdfColumn(page, fonts, MARGIN, left, bodyTop, bottom), data);
  await drawFacts(
    doc,
    new PdfColumn(page, fonts, MARGIN + left + GUTTER, inner - left, bodyTop, bottom),
    data,
  );
  drawFooter(doc, fonts, data, generated);
  return doc.save();
}
