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

function fileResponse(data: Buffer, contentType: string, cacheControl: string): Response {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Length": String(data.length),
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
  });
  if (!INLINE_TYPES.has(contentType)) headers.set("Content-Disposition", "attachment");
  return new Response(new Uint8Array(data), { status: 200, headers });
}

/**
 * GET /files/public/… — logos and images, cached for a year (names are server-made and never reused).
 * GET /files/private/… — documents, only with a valid signed link that has not expired (403 otherwise).
 */
export function createFilesRoutes() {
  return new Hono<AppEnv>()
    .get("/files/public/*", async (c) => {
      const key = keyOf(c.req.path);
      if (!isStorageKey(key)) throw notFound();
      const file = await c.get("runtime").storage.get(key);
      if (!file) throw notFound();
      return fileResponse(file.data, file.contentType, "public, max-age=31536000, immutable");
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
      return fileResponse(file.data, file.contentType, "private, no-store");
    })
    .all("/files/*", () => {
      throw notFound();
    });
}
