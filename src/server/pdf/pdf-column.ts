import { type PDFFont, type PDFPage, PDFString, type RGB, rgb } from "pdf-lib";
import { foldToCharacterSet, wrapText } from "./pdf-text";

export const INK = rgb(0.11, 0.1, 0.09);
export const MUTED = rgb(0.34, 0.33, 0.31);
export const BRAND = rgb(0.08, 0.33, 0.18);

export type Fonts = { regular: PDFFont; bold: PDFFont };
type TextStyle = {
  size?: number;
  bold?: boolean;
  color?: RGB;
  maxLines?: number;
  gap?: number;
  align?: "left" | "center";
};

/** Text the font can draw (see foldToCharacterSet), one character set per font. */
const drawable = new WeakMap<PDFFont, ReadonlySet<number>>();
export function drawableText(font: PDFFont, text: string): string {
  let set = drawable.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    drawable.set(font, set);
  }
  return foldToCharacterSet(text, set);
}

/** A link over a rectangle of the page (a URI action), so a reader can open an address. */
export function addLink(page: PDFPage, rect: [number, number, number, number], url: string): void {
  const context = page.doc.context;
  const annotation = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

/**
 * A column of text flowing down the page from `top` to `bottom`: each write wraps its words to the
 * column's width and stops when the column is full (the last line then ends with "…"), so the
 * statement stays one page whatever the profile holds.
 */
export class PdfColumn {
  private y: number;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
    readonly x: number,
    readonly width: number,
    top: number,
    private readonly bottom: number,
  ) {
    this.y = top;
  }

  get cursor(): number {
    return this.y;
  }

  /** Whether `height` more points fit. */
  fits(height: number): boolean {
    return this.y - height >= this.bottom;
  }

  skip(points: number): void {
    this.y -= points;
  }

  heading(text: string): void {
    if (!this.fits(30)) return;
    this.skip(10);
    this.write(text.toUpperCase(), { size: 9, bold: true, color: BRAND, gap: 3 });
  }

  /** Writes wrapped text; answers the rectangle it covered (for a link), or null when nothing fit. */
  write(text: string, style: TextStyle = {}): [number, number, number, number] | null {
    const { size = 9.5, bold = false, color = INK, maxLines = Number.POSITIVE_INFINITY, gap = 2 } = style;
    const centered = style.align === "center";
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const leading = size * 1.3;
    const room = Math.floor((this.y - this.bottom) / leading);
    if (room < 1) return null;
    const lines = wrapText(
      drawableText(font, text),
      this.width,
      (s) => font.widthOfTextAtSize(s, size),
      Math.min(maxLines, room),
    );
    const top = this.y;
    for (const line of lines) {
      this.y -= leading;
      const x = centered ? this.x + (this.width - font.widthOfTextAtSize(line, size)) / 2 : this.x;
      this.page.drawText(line, { x, y: this.y + (leading - size), size, font, color });
    }
    this.y -= gap;
    return [this.x, this.y, this.x + this.width, top];
  }
}
