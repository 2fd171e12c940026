import { createHmac, timingSafeEqual } from "node:crypto";

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (decision 060). */
export const SIGNATURE_HEADER = "ujamaa-signature";

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/**
 * What a receiver does with a delivery: true when the header's MAC is the body's under the secret and its
 * time is within `toleranceSeconds` of now (so a captured delivery cannot be replayed later).
 */
export function isValidWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds)
    return false;
  const expected = webhookSignature(secret, timestamp, body).split("v1=")[1]!;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
