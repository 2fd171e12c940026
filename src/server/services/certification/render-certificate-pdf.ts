import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { PAPER_SIZES, type Paper } from "~/domain/places/paper";
import { formatLongDay } from "~/domain/shared/format-date";
import { addLink, BRAND, MUTED, PdfColumn } from "~/server/pdf/pdf-column";
import { MOTTO } from "./render-certificate";

const GOLD = rgb(0.79, 0.54, 0.02);
const QR = 120;

/**
 * The certificate as one page of PDF, saying what the HTML certificate says (renderCertificate): the
 * business, its tier, number, issue and expiry dates, and a QR code and link to the public check.
 */
export async function renderCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  paper: Paper,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Ujamaa ${certificate.tier} Certificate · ${certificate.business_name}`);
  doc.setSubject(`Certificate ${certificate.certificate_number}`);
  doc.setAuthor("Ujamaa");
  doc.setCreator("Ujamaa");
  doc.setProducer("Ujamaa");
  const page = doc.addPage(PAPER_SIZES[paper]);
  const { width, height } = page.getSize();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: BRAND,
    borderWidth: 10,
  });
  page.drawRectangle({
    x: 40,
    y: 40,
    width: width - 80,
    height: height - 80,
    borderColor: GOLD,
    borderWidth: 1.5,
  });
  const column = new PdfColumn(page, fonts, 72, width - 144, height - 130, 72);
  const center = { align: "center" } as const;
  column.write("UJAMAA", { ...center, size: 26, bold: true, color: BRAND, gap: 2 });
  column.write(MOTTO, { ...center, size: 12, color: MUTED, gap: 36 });
  column.write("Certificate of Certification", { ...center, size: 28, gap: 24 });
  column.write("This certifies that", { ...center, size: 13, color: MUTED, gap: 8 });
  column.write(certificate.business_name, { ...center, size: 30, bold: true, maxLines: 3, gap: 8 });
  column.write(`is a Black-owned business certified at the ${certificate.tier} tier of the Ujamaa network.`, {
    ...center,
    size: 13,
    color: MUTED,
    gap: 32,
  });
  const facts: [string, string][] = [
    ["Certificate number", certificate.certificate_number],
    ["Tier", certificate.tier],
    ["Issued", certificate.issued_at ? formatLongDay(certificate.issued_at) : "—"],
    ["Valid until", certificate.expires_at ? formatLongDay(certificate.expires_at) : "—"],
  ];
  // The four facts side by side, as the HTML certificate sets them.
  const factWidth = column.width / facts.length;
  const factsTop = column.cursor;
  let factsBottom = factsTop;
  facts.forEach(([label, value], i) => {
    const fact = new PdfColumn(page, fonts, column.x + i * factWidth, factWidth - 6, factsTop, 72);
    fact.write(label.toUpperCase(), { ...center, size: 8, color: MUTED, gap: 1 });
    fact.write(value, { ...center, size: 13, bold: true, maxLines: 2 });
    factsBottom = Math.min(factsBottom, fact.cursor);
  });
  column.skip(factsTop - factsBottom + 28);
  const qr = await doc.embedPng(
    await QRCode.toBuffer(verifyUrl, { type: "png", margin: 1, errorCorrectionLevel: "M", scale: 8 }),
  );
  const top = column.cursor;
  const x = (width - QR) / 2;
  page.drawImage(qr, { x, y: top - QR, width: QR, height: QR });
  addLink(page, [x, top - QR, x + QR, top], verifyUrl);
  column.skip(QR + 10);
  column.write("Check that this certificate is current:", { ...center, size: 11, color: MUTED, gap: 0 });
  const rect = column.write(verifyUrl, { ...center, size: 11, color: BRAND });
  if (rect) addLink(page, rect, verifyUrl);
  return doc.save();
}
