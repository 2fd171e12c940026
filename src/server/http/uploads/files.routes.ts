import { Hono } from "hono";
import { AppError } from "~/server/errors";
import type { AppEnv } from "~/server/http/app-env";
import { isStorageKey } from "~/server/storage/storage-key";

/** Types a browser may show inline; anything else is sent as a download so it can never run as a page. */
const INLINE_TYPES = new Set(["image/webp", "image/png", "image/jpeg", "image/gif", "application/pdf"]);

const notFound = () => new AppError("not_found", "File not found.");

function keyOf(path: string): string {
  const key = path.replace(/^\/files\//, "");
  try {
    return decodeURIComponent(key);
  } catch {
    return "";
  }
}

type FileAnswer = { key: string; data: Buffer; contentType: string; cacheControl: string; download: boolean };

/**
 * An inline type is shown where it is opened (an image, a PDF in the browser's viewer); with
 * `?download` it is saved instead, under its stored name (server-made: letters, digits, . _ -).
 */
function fileResponse({ key, data, contentType, cacheControl, download }: FileAnswer): Response {
  const inline = INLINE_TYPES.has(contentType) && !download;
  const name = key.slice(key.lastIndexOf("/") + 1);
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(data.length),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": inline ? "inline" : `attachment; filename="${name}"`,
    },
  });
}

/**
 * GET /files/public/… — logos and images, cached for a year (names are server-made and never reused).
 * GET /files/private/… — documents, only with a valid signed link that has not expired (403 otherwise).
 * Either with `?download` answers the file as an attachment.
 */
export function createFilesRoutes() {
  return new Hono<AppEnv>()
    .get("/files/public/*", async (c) => {
      const key = keyOf(c.req.path);
      if (!isStorageKey(key)) throw notFound();
      const file = await c.get("runtime").storage.get(key);
      if (!file) throw notFound();
      return fileResponse({
        key,
        ...file,
        cacheControl: "public, max-age=31536000, immutable",
        download: c.req.query("download") !== undefined,
      });
    })
    .get("/files/private/*", async (c) => {
      const key = keyOf(c.req.path);
      if (!isStorageKey(key)) throw notFound();
      const { storage } = c.get("runtime");
      if (!storage.verifySignedUrl(key, c.req.query("expires"), c.req.query("signature"))) {
        throw new AppError("forbidden", "This link is invalid or has expired.");
      }
      const file = await storage.get(key);
      if (!file) throw notFound();
      return fileResponse({
        key,
        ...file,
        cacheControl: "private, no-store",
        download: c.req.query("download") !== undefined,
      });
    })
    .all("/files/*", () => {
      throw notFound();
    });
}
