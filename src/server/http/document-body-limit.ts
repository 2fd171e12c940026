import { bodyLimit } from "hono/body-limit";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "~/domain/certification/document-rules";
import { AppError } from "~/server/errors";

/** Room for the multipart envelope around the file and the form's text fields (a title, a template id). */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Route middleware: a document upload (an applicant's or an admin template) larger than 10 MB is refused
 * with 413 while it streams in, before anything parses it.
 */
export const documentBodyLimit = bodyLimit({
  maxSize: DOCUMENT_MAX_BYTES + ENVELOPE_BYTES,
  onError: () => {
    const { title, message } = DOCUMENT_MESSAGES.tooLarge;
    throw new AppError("payload_too_large", message, { file: title });
  },
});
