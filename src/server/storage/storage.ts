/** A stored file: its bytes and the content type it was stored with. */
export type StoredFile = { data: Buffer; contentType: string };

/** How long a signed link to a private file stays valid (an hour). */
export const SIGNED_URL_TTL_SECONDS = 3600;

/** Files anyone may read (logos, banners) or only holders of a signed link (documents, signatures). */
export type Visibility = "public" | "private";

/**
 * Where the app keeps uploaded and generated files. Keys are made by the server
 * ("public/logos/<uuid>.webp", "private/documents/<business id>/<uuid>.pdf"), never taken from a
 * user. The one adapter keeps them on local disk; an object store (S3) would implement the same type.
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** URL of a public file, for <img src> and logo_url. */
  publicUrl(key: string): string;
  /** A link to a private file that stops working after the given number of seconds. */
  signedUrl(key: string, expiresInSeconds: number): string;
  /** Whether a signed link's parameters are genuine and not expired. */
  verifySignedUrl(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    now?: Date,
  ): boolean;
};
