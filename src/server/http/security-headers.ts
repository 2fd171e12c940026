import { secureHeaders } from "hono/secure-headers";

/**
 * Pages are server-rendered with React Router's inline hydration script, so scripts allow
 * 'unsafe-inline' on our own origin only; nothing is loaded from elsewhere.
 */
export function securityHeaders(isProduction: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: isProduction ? ["'self'"] : ["'self'", "ws:"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: isProduction ? "max-age=63072000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  });
}
