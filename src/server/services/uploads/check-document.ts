import { fileTypeFromBuffer } from "file-type";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { AppError } from "~/server/errors";

type Problem = { title: string; message: string };

/**
 * Checks an uploaded document by its bytes, never its name or declared type: not empty, at most 10 MB,
 * and one of the `allowed` types. Returns the type found and its extension. Errors name `field`.
 */
export async function checkDocument(
  file: Uint8Array,
  allowed: readonly string[],
  invalidType: Problem,
  field = "file",
): Promise<{ mime: string; extension: string }> {
  if (file.byteLength === 0) {
    const { title, message } = DOCUMENT_MESSAGES.empty;
    throw new AppError("validation", message, { [field]: title });
  }
  if (file.byteLength > DOCUMENT_MAX_BYTES) {
    const { title, message } = DOCUMENT_MESSAGES.tooLarge;
    throw new AppError("payload_too_large", message, { [field]: title });
  }
  const type = await fileTypeFromBuffer(file);
  if (!type || !allowed.includes(type.mime)) {
    throw new AppError("unsupported_media_type", invalidType.message, { [field]: invalidType.title });
  }
  return { mime: type.mime, extension: type.ext === "jpeg" ? "jpg" : type.ext };
}
