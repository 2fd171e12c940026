import type { Storage } from "./storage";
import { assertStorageKey, isStorageKey } from "./storage-key";
import { createUrlSigner } from "./url-signer";

export type FileUrlOptions = {
  /** Secret that signs private links. */
  secret: string;
  /** Path the app's files route is mounted at. */
  urlPrefix?: string;
  /** Where public files are read straight from (a bucket's or CDN's address) instead of the files route. */
  publicBaseUrl?: string | undefined;
};

type FileUrls = Pick<Storage, "publicUrl" | "signedUrl" | "verifySignedUrl" | "keyOfUrl">;

/**
 * The URLs of stored files, the same for every adapter: public files under the app's files route
 * (or `publicBaseUrl`), private files only through links the app signs and checks itself.
 */
export function createFileUrls({ secret, urlPrefix = "/files", publicBaseUrl }: FileUrlOptions): FileUrls {
  const signer = createUrlSigner(secret);
  const publicBase = (publicBaseUrl ?? urlPrefix).replace(/\/+$/, "");
  const prefixes = [...new Set([`${publicBase}/`, `${urlPrefix}/`])];
  return {
    publicUrl(key) {
      assertStorageKey(key);
      return `${publicBase}/${key}`;
    },
    signedUrl(key, expiresInSeconds) {
      assertStorageKey(key);
      const expires = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
      return `${urlPrefix}/${key}?expires=${expires}&signature=${signer.sign(key, expires)}`;
    },
    verifySignedUrl: (key, expires, signature, now) => signer.verify(key, expires, signature, now),
    keyOfUrl(url) {
      const prefix = prefixes.find((p) => url.startsWith(p));
      if (!prefix) return undefined;
      const key = url.slice(prefix.length);
      return key.startsWith("public/") && isStorageKey(key) ? key : undefined;
    },
  };
}
