import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
} from "pdf-lib";

/** The standard fonts' encoding is WinAnsi, which is Windows-1252 ("…" is 0x85). */
const WIN_ANSI = new TextDecoder("windows-1252");

export type ParsedPdf = {
  pages: number;
  /** Each page's size in points. */
  sizes: { width: number; height: number }[];
  /** Every string the pages draw, in order, joined by new lines (standard fonts: WinAnsi bytes). */
  text: string;
  /** The addresses the pages' link annotations open. */
  links: string[];
  title: string | undefined;
};

/** A PDF read back with pdf-lib: it throws when the bytes are not a PDF. */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const doc = await PDFDocument.load(bytes);
  const strings: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype"))) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      strings.push(WIN_ANSI.decode(Buffer.from(hex!, "hex")));
    }
  }
  const links = doc.getPages().flatMap((page) => {
    const annots = page.node.Annots();
    if (!(annots instanceof PDFArray)) return [];
    return annots.asArray().flatMap((ref) => {
      const action = doc.context.lookup(ref, PDFDict).lookup(PDFName.of("A"));
      const uri = action instanceof PDFDict ? action.lookup(PDFName.of("URI")) : undefined;
      return uri instanceof PDFString ? [uri.decodeText()] : [];
    });
  });
  return {
    pages: doc.getPageCount(),
    sizes: doc.getPages().map((page) => page.getSize()),
    text: strings.join("\n"),
    links,
    title: doc.getTitle(),
  };
}
