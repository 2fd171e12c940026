import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, isImageType } from "~/domain/uploads/image-rules";
import { AppError } from "~/server/errors";
import type { ServiceContext } from "~/server/services/service-context";

type Size = { width: number; height: number; fit: "cover" | "inside" };

/** Each kind of image: the folder it is stored in, and its display and thumbnail sizes (WebP). */
export const IMAGE_KINDS = {
  /** Kept whole (a logo is not cropped); shown at most 200×200, so twice that for sharp screens. */
  logo: { folder: "public/logos", display: size(512, 512, "inside"), thumbnail: size(128, 128, "inside") },
  /** Shown about 1200×400 and cropped by the page; the thumbnail is cut to the card's 3:1. */
  banner: {
    folder: "public/banners",
    display: size(2400, 1600, "inside"),
    thumbnail: size(600, 200, "cover"),
  },
  avatar: { folder: "public/avatars", display: size(256, 256, "cover"), thumbnail: size(64, 64, "cover") },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;
export type PreparedImage = { display: Buffer; thumbnail: Buffer };

/**
 * Larger pictures are refused before decoding: a small file can unpack to gigabytes of pixels. The
 * largest display size is 2400×1600 (3.8 megapixels); 25 still takes a 24-megapixel phone photo.
 */
export const MAX_PIXELS = 25_000_000;
const QUALITY = 82;

// One libvips thread per image: the process's image work limit (IMAGE_WORK_CONCURRENCY) is then the
// number of cores images may take, and the rest stay free for requests.
sharp.concurrency(1);

function size(width: number, height: number, fit: Size["fit"]): Size {
  return { width, height, fit };
}

function render(input: Sharp, { width, height, fit }: Size): Promise<Buffer> {
  return input
    .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
    .webp({ quality: QUALITY })
    .toBuffer();
}

/**
 * Checks an uploaded image and re-encodes it: at most 5 MB, a JPEG, PNG, GIF or WebP judged by its
 * bytes (not its name or declared type), turned upright by its EXIF orientation, then written anew
 * as WebP in two sizes without any of its metadata (EXIF, GPS, comments) or anything hidden in it.
 * Errors name `field`, the form field the file came in. The decoding waits for a slot of the
 * process's image work (`account`: whose upload it is), or is refused when too many wait.
 */
export async function prepareImage(
  { imageWork }: Pick<ServiceContext, "imageWork">,
  { file, kind, field, account }: { file: Uint8Array; kind: ImageKind; field: string; account: string },
): Promise<PreparedImage> {
  const { tooLarge, invalidType } = IMAGE_MESSAGES;
  if (file.byteLength > IMAGE_MAX_BYTES) {
    throw new AppError("payload_too_large", tooLarge.message, { [field]: tooLarge.title });
  }
  const type = await fileTypeFromBuffer(file);
  if (!type || !isImageType(type.mime)) {
    throw new AppError("unsupported_media_type", invalidType.message, { [field]: invalidType.title });
  }
  const { display, thumbnail } = IMAGE_KINDS[kind];
  return imageWork.run(account, () => reencode(file, display, thumbnail, field));
}

async function reencode(
  file: Uint8Array,
  display: Size,
  thumbnail: Size,
  field: string,
): Promise<PreparedImage> {
  const { tooLarge, invalidType } = IMAGE_MESSAGES;
  try {
    // Decoded once: the thumbnail is cut from the display size, not from the full picture again.
    const big = await render(
      sharp(file, { animated: false, limitInputPixels: MAX_PIXELS }).rotate(),
      display,
    );
    const small = await render(sharp(big), thumbnail);
    return { display: big, thumbnail: small };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError("payload_too_large", "The image is too large: at most 25 megapixels.", {
        [field]: tooLarge.title,
      });
    }
    throw new AppError("unsupported_media_type", "The image could not be read.", {
      [field]: invalidType.title,
    });
  }
}

/**
 * A JPEG or PNG certification document (a scan, a photo of a licence) written anew in its own format
 * and size, upright and without its metadata (EXIF, GPS position, comments), so an admin's browser
 * reads only pixels; refused past MAX_PIXELS before it is decoded. A PDF is kept as it is.
 */
export async function cleanDocumentImage(
  { imageWork }: Pick<ServiceContext, "imageWork">,
  { file, mime, field, account }: { file: Uint8Array; mime: string; field: string; account: string },
): Promise<Uint8Array> {
  if (mime !== "image/jpeg" && mime !== "image/png") return file;
  return imageWork.run(account, async () => {
    try {
      const image = sharp(file, { limitInputPixels: MAX_PIXELS }).rotate();
      return mime === "image/png"
        ? await image.png().toBuffer()
        : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new AppError("payload_too_large", "The image is too large: at most 25 megapixels.", {
          [field]: IMAGE_MESSAGES.tooLarge.title,
        });
      }
      throw new AppError("unsupported_media_type", "The image could not be read.", {
        [field]: IMAGE_MESSAGES.invalidType.title,
      });
    }
  });
}
