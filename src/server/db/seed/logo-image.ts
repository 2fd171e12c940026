import { createHash } from "node:crypto";
import sharp from "sharp";

const STOP_WORDS = new Set(["the", "and", "of", "&", "co", "co."]);

/** Up to two initials from the significant words of a name: "The Vinyl Supper Club" → "VS". */
export function monogram(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()))
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A square monogram logo on the brand colour, as WebP (256×256). `variant` picks the frame. */
export async function renderLogo(
  name: string,
  colours: { background: string; foreground: string },
  variant = 0,
): Promise<Buffer> {
  const { background: bg, foreground: fg } = colours;
  const frames = [
    `<circle cx="128" cy="128" r="100" fill="none" stroke="${fg}" stroke-width="6"/>`,
    `<rect x="30" y="30" width="196" height="196" rx="20" fill="none" stroke="${fg}" stroke-width="5"/>`,
    `<path d="M128 22 L234 128 L128 234 L22 128 Z" fill="none" stroke="${fg}" stroke-width="5"/>`,
    `<path d="M40 196 H216" stroke="${fg}" stroke-width="8" stroke-linecap="round"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="40" fill="${bg}"/>${frames[variant % frames.length]}
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="84" fill="${fg}">${escapeXml(monogram(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** A 1200×400 banner in the brand colours with the business name, as WebP. */
export async function renderBanner(
  name: string,
  colours: { background: string; foreground: string },
): Promise<Buffer> {
  const { background: bg, foreground: fg } = colours;
  // Bold sans glyphs are about 0.62em wide: long names get a smaller size so they fit in 1040 px.
  const fontSize = Math.min(64, Math.floor(1040 / (0.62 * name.length)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#000000"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="1040" cy="80" r="220" fill="${fg}" fill-opacity="0.12"/><circle cx="160" cy="380" r="160" fill="${fg}" fill-opacity="0.08"/>
<text x="80" y="230" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="${fg}">${escapeXml(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** First 10 hex digits of the content's SHA-256: file names change whenever the image does. */
export function contentHash(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 10);
}
