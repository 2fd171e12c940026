import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { mapTileImageSources } from "~/domain/places/map-tiles";
import type { AppEnv } from "./app-env";

const HSTS = "max-age=63072000; includeSubDomains";
/** Private documents, which the admin's review shows in a frame (a PDF in the browser's own viewer). */
const FRAMED_BY_OWN_PAGES = /^\/files\/private\//;

/**
 * Scripts run only from our origin or with this response's nonce (`c.get("secureHeadersNonce")`,
 * which the pages put on React Router's inline scripts); nothing is loaded from elsewhere. Styles keep
 * 'unsafe-inline' for the style attributes React renders. HSTS is sent only on HTTPS responses: over
 * plain HTTP it is ignored, and it must not depend on NODE_ENV. `imageOrigins`: where public files are
 * linked from besides this origin (S3_PUBLIC_URL); the maps' tile server (MAP_TILE_URL) too, unless
 * its tiles are off. No other site may frame any of it; our own pages frame only the private documents.
 */
export function securityHeaders(
  isProduction: boolean,
  imageOrigins: string[] = [],
): MiddlewareHandler<AppEnv> {
  const headersFramedBy = (ancestors: "'none'" | "'self'") =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [ownAndTileImages, "data:", "blob:", ...imageOrigins],
        fontSrc: ["'self'", "data:"],
        frameSrc: ["'self'"],
        connectSrc: isProduction ? ["'self'"] : ["'self'", "ws:"],
        formAction: ["'self'"],
        frameAncestors: [ancestors],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
      xFrameOptions: ancestors === "'self'" ? "SAMEORIGIN" : "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
  const framedByNobody = headersFramedBy("'none'");
  const framedByOwnPages = headersFramedBy("'self'");
  return async (c, next) => {
    await (FRAMED_BY_OWN_PAGES.test(c.req.path) ? framedByOwnPages : framedByNobody)(c, next);
    if (cameOverHttps(c)) c.res.headers.set("Strict-Transport-Security", HSTS);
  };
}

/** `'self'` and the origin of the maps' tiles, read from the runtime's configuration. */
function ownAndTileImages(c: Context<AppEnv>): string {
  return ["'self'", ...mapTileImageSources(c.get("runtime").config.mapTiles)].join(" ");
}

/**
 * Whether the client reached us over HTTPS: the request's own scheme, or, behind TRUSTED_PROXY_HOPS
 * proxies, X-Forwarded-Proto as they set it. Entries left of the last `hops` come from the client.
 */
function cameOverHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  const hops = c.get("runtime").config.trustedProxyHops;
  const header = c.req.header("x-forwarded-proto");
  if (hops <= 0 || !header) return false;
  const entries = header.split(",").map((entry) => entry.trim().toLowerCase());
  return entries[Math.max(0, entries.length - hops)] === "https";
}
