// Writes the images that live beside favicon.svg in public/: the default picture of a shared link
// (share-image.png, 1200×630, the size Open Graph and Twitter's large card ask for) and the icons of
// the installed app (manifest.webmanifest): 192 and 512 px, a 512 px maskable one whose mark stays
// inside the middle 80 % that every mask keeps, and the 180 px apple-touch-icon (iOS fills
// transparency with black, so it has the header's green behind the mark).
// Usage: npm run app-images (commit what it writes).
import fs from "node:fs";
import sharp from "sharp";

const PUBLIC = new URL("../public/", import.meta.url);
const BRAND_800 = "#14532d";
const BRAND_900 = "#0f3d22";
const BRAND_100 = "#dcfce7";
const GOLD_400 = "#f5c542";
const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

/** The favicon's shapes (viewBox 0 0 64 64) without its <svg> and <title>. */
function mark(): string {
  const svg = fs.readFileSync(new URL("favicon.svg", PUBLIC), "utf8");
  return svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").replace(/<title>.*?<\/title>/, "");
}

/** The mark `size` px wide at (x, y). */
const placedMark = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})">${mark()}</g>`;

function shareImage(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${BRAND_800}"/>
  <rect y="540" width="1200" height="90" fill="${BRAND_900}"/>
  ${placedMark(96, 150, 240)}
  <g font-family="${FONT}">
    <text x="392" y="262" font-size="120" font-weight="700" fill="#ffffff">Ujamaa</text>
    <text x="396" y="336" font-size="42" fill="${BRAND_100}">Discover Black-owned businesses</text>
    <text x="396" y="396" font-size="36" font-weight="700" fill="${GOLD_400}">Educate. Elevate. Empower.</text>
    <text x="96" y="598" font-size="30" fill="${BRAND_100}">Directory · Certification · Contract opportunities</text>
  </g>
</svg>`;
}

/** The mark alone on a transparent square. */
const plainIcon = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${placedMark(0, 0, size)}</svg>`;

/** The mark at `share` of the width on the header's green, edge to edge. */
function filledIcon(size: number, share: number): string {
  const inner = Math.round(size * share);
  const offset = (size - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${BRAND_800}"/>${placedMark(offset, offset, inner)}</svg>`;
}

/** Each file, its drawing, and whether it is opaque (saved without an alpha channel). */
const outputs: [file: string, svg: string, opaque: boolean][] = [
  ["share-image.png", shareImage(), true],
  ["icon-192.png", plainIcon(192), false],
  ["icon-512.png", plainIcon(512), false],
  ["icon-maskable-512.png", filledIcon(512, 0.6), true],
  ["apple-touch-icon.png", filledIcon(180, 0.75), true],
];

for (const [file, svg, opaque] of outputs) {
  const drawn = sharp(Buffer.from(svg));
  const png = await (opaque ? drawn.flatten({ background: BRAND_800 }) : drawn).png({ compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(new URL(file, PUBLIC), png);
  const { width, height } = await sharp(png).metadata();
  console.log(`public/${file}: ${width}×${height}, ${png.length} bytes`);
}
