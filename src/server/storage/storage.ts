/** A stored file: its bytes and the content type it was stored with. */
export type StoredFile = { data: Buffer; contentType: string };

/** How long a signed link to a private file stays valid (an hour). */
export const SIGNED_URL_TTL_SECONDS = 3600;

/** Files anyone may read (logos, banners) or only holders of a signed link (documents, signatures). */
export type Visibility = "public" | "private";

/**
 * Where the app keeps uploaded and generated files. Keys are made by the server
 * ("public/logos/<uuid>.display.webp", "private/documents/<business id>/<uuid>.pdf"), never taken
 * from a user. Two adapters: local disk (./local-storage.ts, the default) and an S3 bucket
 * (./s3-storage.ts, with the S3_* variables); ./storage-contract.test.ts runs the same cases on both.
 * Their URLs are the same (./file-urls.ts): public files through the app's files route (or
 * S3_PUBLIC_URL), private ones only through links the app signs.
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** URL of a public file, for <img src> and logo_url. */
  publicUrl(key: string): string;
  /** A link to a private file that stops working after the given number of seconds. */
  signedUrl(key: string, expiresInSeconds: number): string;
  /** The key of a public file from a URL `publicUrl` made, or undefined for any other URL. */
  keyOfUrl(url: string): string | undefined;
  /** Whether a signed link's parameters are genuine and not expired. */
  verifySignedUrl(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    now?: Date,
  ): boolean;
};
