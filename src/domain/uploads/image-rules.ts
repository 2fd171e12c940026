/**
 * What an uploaded image (a logo, a banner, an avatar) may be, shared by the browser's pre-check and
 * the server, which decides by the file's content rather than its name or declared type.
 */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** At most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The `accept` of a file picker for images. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

/** The spec's toast titles (also the field errors) and their messages. */
export const IMAGE_MESSAGES = {
  invalidType: { title: "Invalid file type", message: "Please upload a JPEG, PNG, GIF, or WEBP image." },
  tooLarge: { title: "File too large", message: "Maximum file size is 5MB." },
} as const;

export type ImageProblem = (typeof IMAGE_MESSAGES)[keyof typeof IMAGE_MESSAGES];

export function isImageType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/** The problem with a chosen file, judged by its declared type and size, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): ImageProblem | null {
  if (!isImageType(file.type)) return IMAGE_MESSAGES.invalidType;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

const DISPLAY_SUFFIX = ".display.webp";
const THUMBNAIL_SUFFIX = ".thumb.webp";

/**
 * The small version of an uploaded image (its URL or storage key; stored beside it), or the same
 * value for an image that has none (a demo logo, an address from elsewhere).
 */
export function thumbnailOf(urlOrKey: string): string {
  return urlOrKey.endsWith(DISPLAY_SUFFIX)
    ? urlOrKey.slice(0, -DISPLAY_SUFFIX.length) + THUMBNAIL_SUFFIX
    : urlOrKey;
}

/** The display name an upload is stored under: `<base>.display.webp`, its thumbnail `<base>.thumb.webp`. */
export function displayNameOf(base: string): string {
  return base + DISPLAY_SUFFIX;
}

/** How many leading bytes `imageTypeOfBytes` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/**
 * The image type the file's first bytes show (JPEG, PNG, GIF or WEBP), or null: the browser's check
 * of the content, as the server's (file-type) judges it, so a renamed file is refused before anything
 * is created.
 */
export function imageTypeOfBytes(bytes: Uint8Array): (typeof IMAGE_TYPES)[number] | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "image/gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}
