import { bodyLimit } from "hono/body-limit";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { AppError } from "~/server/errors";

/** Room for the multipart envelope around the file and the form's text fields. */
const ENVELOPE_BYTES = 64 * 1024;

/** Route middleware: a template upload larger than 10 MB is refused with 413 while it streams in. */
export const templateBodyLimit = bodyLimit({
  maxSize: DOCUMENT_MAX_BYTES + ENVELOPE_BYTES,
  onError: () => {
    const { title, message } = DOCUMENT_MESSAGES.tooLarge;
    throw new AppError("payload_too_large", message, { file: title });
  },
});
