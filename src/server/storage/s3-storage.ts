import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createFileUrls } from "./file-urls";
import type { Storage } from "./storage";
import { assertStorageKey, visibilityOf } from "./storage-key";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces…); unset: AWS itself. */
  endpoint?: string | undefined;
  /** Both or neither; neither: the SDK's own chain (an instance or task role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Public files are read from here (the bucket's or a CDN's address) instead of through the app. */
  publicBaseUrl?: string | undefined;
  /** Secret that signs private links. */
  secret: string;
};

/** Public files may be cached for good: their names are server-made and never reused. */
const CACHE_CONTROL = { public: "public, max-age=31536000, immutable", private: "private, no-store" };

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in one S3 bucket, one object per key with its content type. The bucket stays private: the
 * app's files route reads public files through `get` (unless publicBaseUrl serves them), and
 * private files only after checking the app's own signed link, exactly as with local disk.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, accessKeyId, secretAccessKey } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all accept the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL[visibilityOf(key)],
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return undefined;
        const data = Buffer.from(await object.Body.transformToByteArray());
        return { data, contentType: object.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    ...createFileUrls({ secret: options.secret, publicBaseUrl: options.publicBaseUrl }),
  };
}
