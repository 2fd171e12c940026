import {
  checkImageFile,
  IMAGE_MESSAGES,
  IMAGE_SIGNATURE_BYTES,
  type ImageProblem,
  imageTypeOfBytes,
} from "~/domain/uploads/image-rules";

/**
 * The problem with a picked image, judged as the server will judge it, before it is shown or sent:
 * its size and declared type, then its content (the first bytes), whatever its name says. Null when
 * it may be used. The problems carry the server's own words (title and message).
 */
export async function checkPickedImage(file: File): Promise<ImageProblem | null> {
  const declared = checkImageFile(file);
  if (declared) return declared;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageTypeOfBytes(head) ? null : IMAGE_MESSAGES.invalidType;
}
