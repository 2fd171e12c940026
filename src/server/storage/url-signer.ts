import { createHmac, timingSafeEqual } from "node:crypto";

export type UrlSigner = {
  /** Query string parameters that let the holder read the key until `expires` (Unix seconds). */
  sign(key: string, expires: number): string;
  verify(key: string, expires: string | undefined, signature: string | undefined, now?: Date): boolean;
};

/** HMAC-SHA256 over the key and its expiry; any change to either breaks the signature. */
export function createUrlSigner(secret: string): UrlSigner {
  const mac = (key: string, expires: number) =>
    createHmac("sha256", secret).update(`files:${key}\n${expires}`).digest("base64url");
  return {
    sign: mac,
    verify(key, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(key, at));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
