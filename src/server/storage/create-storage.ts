import type { StorageConfig } from "~/server/config";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** The adapter the configuration chooses: local disk by default, an S3 bucket with S3_BUCKET. */
export function createStorage(config: StorageConfig, secret: string): Storage {
  return config.kind === "s3"
    ? createS3Storage({ ...config, secret })
    : createLocalStorage({ root: config.root, secret });
}
