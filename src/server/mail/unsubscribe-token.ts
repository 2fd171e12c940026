import { createHmac, timingSafeEqual } from "node:crypto";

/** What a link switches off; part of the signed text, so a token for one purpose fits no other. */
export type UnsubscribePurpose = "contract-notifications";

function signature(secret: string, userId: string, purpose: UnsubscribePurpose): Buffer {
  return createHmac("sha256", secret).update(`unsubscribe\n${purpose}\n${userId}`).digest();
}

/**
 * A token that lets whoever holds it switch one kind of mail off for one user, without signing in:
 * the user id and an HMAC (the auth secret) of the id and the purpose. It never expires — an old
 * e-mail's link must keep working — and changes only with the secret.
 */
export function unsubscribeToken(secret: string, userId: string, purpose: UnsubscribePurpose): string {
  return `${Buffer.from(userId).toString("base64url")}.${signature(secret, userId, purpose).toString("base64url")}`;
}

/** The user a token was made for, or null when it was altered, made with another secret or purpose. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  purpose: UnsubscribePurpose,
): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, "base64url").toString("utf8");
  const given = Buffer.from(match[2]!, "base64url");
  // Re-encoding must give back the same text: base64url has spellings that decode alike.
  if (Buffer.from(userId).toString("base64url") !== match[1] || given.toString("base64url") !== match[2])
    return null;
  const expected = signature(secret, userId, purpose);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The one-click unsubscribe address for a user (RFC 8058: POST switches off, GET only asks). */
export function unsubscribeUrl(baseUrl: string, secret: string, userId: string): string {
  return `${baseUrl}/api/v1/unsubscribe?token=${unsubscribeToken(secret, userId, "contract-notifications")}`;
}
