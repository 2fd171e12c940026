import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "~/domain/uploads/image-rules";
import { AppError } from "~/server/errors";
import type { AppEnv } from "~/server/http/app-env";

/** Room for the multipart envelope around the file (boundaries, headers, a file name). */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Route middleware for an image upload: a body larger than the image limit is refused with 413
 * while it streams in, before anything parses or stores it. `field` is the form field of the file.
 */
export function imageBodyLimit(field: string) {
  const { title, message } = IMAGE_MESSAGES.tooLarge;
  return bodyLimit({
    maxSize: IMAGE_MAX_BYTES + ENVELOPE_BYTES,
    onError: () => {
      throw new AppError("payload_too_large", message, { [field]: title });
    },
  });
}

/**
 * Route middleware for an image upload: while the process's image work queue is full, the upload
 * is refused (503 with Retry-After) before its body is read, so that a burst of uploads costs the
 * server no parsing of bodies it cannot take.
 */
export const imageWorkAdmission = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "PUT" || c.req.method === "POST") c.get("runtime").imageWork.admit();
  await next();
});
