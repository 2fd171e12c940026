import sharp from "sharp";
import { AppError } from "~/server/errors";

/** The signature pad is 400×150; a high-density screen draws it at up to 4× that. */
export const SIGNATURE_MAX_WIDTH = 1600;
export const SIGNATURE_MAX_HEIGHT = 600;
const SIGN_PLEASE = "Please sign the affidavit";

const refuse = () => {
  throw new AppError("validation", SIGN_PLEASE, { signature: SIGN_PLEASE });
};

/**
 * The bytes of a drawn signature, checked by content: a PNG data URL whose image is at most
 * 1600×600 and not blank (some pixel not transparent, and not one flat colour). 400 otherwise.
 */
export async function checkSignature(dataUrl: string): Promise<Buffer> {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  try {
    const image = sharp(png, { failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== "png" || !meta.width || !meta.height) return refuse();
    if (meta.width > SIGNATURE_MAX_WIDTH || meta.height > SIGNATURE_MAX_HEIGHT) return refuse();
    const { channels } = await image.stats();
    const alpha = meta.hasAlpha ? channels[channels.length - 1] : undefined;
    if (alpha && alpha.max === 0) return refuse();
    if (channels.every((c) => c.min === c.max)) return refuse();
  } catch (error) {
    if (error instanceof AppError) throw error;
    return refuse();
  }
  return png;
}
