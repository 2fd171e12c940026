import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type S3Server = {
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-speaking server (s3rver) on a free loopback port with one empty bucket, checking
 * request signatures made with its fixed credentials. Its files live in a temporary folder.
 */
export async function startS3Server(bucket = "ujamaa-test"): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* variables of a real endpoint given as TEST_S3_*, or undefined when TEST_S3_BUCKET is not set. */
export function s3EndpointFromEnv(env = process.env): Record<string, string> | undefined {
  if (!env.TEST_S3_BUCKET) return undefined;
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => name.startsWith("TEST_S3_") && value)
      .map(([name, value]) => [name.slice("TEST_".length), value as string]),
  );
}
