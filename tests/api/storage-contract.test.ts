import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { createStorage } from "~/server/storage/create-storage";
import type { Storage } from "~/server/storage/storage";
import { type S3Server, s3EndpointFromEnv, startS3Server } from "../support/s3-server";

/** What every storage adapter must do, run against each below. */
function storageContract(open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  let storage: Storage;
  let close: () => Promise<void>;
  // Every key this run writes lives under its own folder, so a shared bucket is left as it was.
  const run = `contract-${randomUUID()}`;
  const written = new Set<string>();
  const key = (name: string, visibility = "public") => {
    const k = `${visibility}/${run}/${name}`;
    written.add(k);
    return k;
  };

  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await Promise.all([...written].map((k) => storage.delete(k)));
    await close();
  });

  it("stores, reads and deletes a file with its exact bytes and content type", async () => {
    const k = key("every-byte.bin");
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.put(k, bytes, "application/octet-stream");
    expect(await storage.get(k)).toEqual({ data: bytes, contentType: "application/octet-stream" });
    await storage.delete(k);
    expect(await storage.get(k)).toBeUndefined();
  });

  it("answers undefined for a key never stored, and deletes a missing key without error", async () => {
    const k = key("never.webp");
    expect(await storage.get(k)).toBeUndefined();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it("replaces a file stored again under the same key", async () => {
    const k = key("logo.webp");
    await storage.put(k, Buffer.from("first"), "image/png");
    await storage.put(k, Buffer.from("second"), "image/webp");
    expect(await storage.get(k)).toEqual({ data: Buffer.from("second"), contentType: "image/webp" });
  });

  it("keeps a 5 MB image whole", async () => {
    const k = key("large.jpg");
    const bytes = randomBytes(5 * 1024 * 1024);
    await storage.put(k, bytes, "image/jpeg");
    expect((await storage.get(k))?.data.equals(bytes)).toBe(true);
  });

  it("keeps public and private files apart under their own keys", async () => {
    const open = key("doc.pdf");
    const closed = key("doc.pdf", "private");
    await storage.put(open, Buffer.from("public"), "application/pdf");
    await storage.put(closed, Buffer.from("private"), "application/pdf");
    expect((await storage.get(closed))?.data.toString()).toBe("private");
    expect((await storage.get(open))?.data.toString()).toBe("public");
  });

  it("refuses keys the server did not make, before reaching the store", async () => {
    for (const bad of [
      "../secret.txt",
      "public/../x",
      "public//x.webp",
      "other/x.webp",
      "/etc/passwd",
      "public",
    ]) {
      await expect(storage.put(bad, Buffer.from("x"), "text/plain"), bad).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.get(bad), bad).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(bad), bad).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("gives a public file a URL that leads back to its key, and nothing else a key", () => {
    const k = key("banner.display.webp");
    const url = storage.publicUrl(k);
    expect(storage.keyOfUrl(url)).toBe(k);
    expect(storage.keyOfUrl(`/files/${k}`)).toBe(k);
    for (const other of [
      "https://elsewhere.example/x.webp",
      `/files/private/${run}/doc.pdf`,
      "/files/public/../x",
      `${url}/../../x`,
    ]) {
      expect(storage.keyOfUrl(other), other).toBeUndefined();
    }
  });

  it("signs private links that verify until they expire and not when changed", () => {
    const k = key("license.pdf", "private");
    const params = new URL(storage.signedUrl(k, 60), "http://x").searchParams;
    const expires = params.get("expires") ?? "";
    const signature = params.get("signature") ?? "";
    expect(storage.verifySignedUrl(k, expires, signature)).toBe(true);
    expect(storage.verifySignedUrl(k, expires, signature, new Date((Number(expires) + 1) * 1000))).toBe(
      false,
    );
    expect(storage.verifySignedUrl(`${k}x`, expires, signature)).toBe(false);
    expect(storage.verifySignedUrl(k, String(Number(expires) + 60), signature)).toBe(false);
  });
}

const secret = () => randomBytes(32).toString("base64url");

describe("storage contract: local disk", () => {
  storageContract(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-contract-"));
    return {
      storage: createStorage(loadConfig({ DATA_DIR: root }).storage, secret()),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  });
});

describe("storage contract: S3 adapter on s3rver (loopback)", () => {
  storageContract(async () => {
    const server: S3Server = await startS3Server();
    const config = loadConfig(server.env);
    expect(config.storage.kind).toBe("s3");
    return { storage: createStorage(config.storage, secret()), close: () => server.close() };
  });
});

const endpoint = s3EndpointFromEnv();
if (!endpoint) {
  console.info(
    "storage contract: no S3 endpoint of your own is tested (set TEST_S3_BUCKET, and TEST_S3_ENDPOINT, " +
      "TEST_S3_REGION, TEST_S3_ACCESS_KEY_ID, TEST_S3_SECRET_ACCESS_KEY, TEST_S3_FORCE_PATH_STYLE as needed)",
  );
}
describe.skipIf(!endpoint)(
  endpoint
    ? `storage contract: S3 adapter on ${endpoint.S3_ENDPOINT ?? "AWS"}, bucket ${endpoint.S3_BUCKET}`
    : "storage contract: S3 endpoint from TEST_S3_* variables (skipped: TEST_S3_BUCKET is not set)",
  () => {
    storageContract(async () => ({
      storage: createStorage(loadConfig(endpoint).storage, secret()),
      close: async () => {},
    }));
  },
);
