import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";
import type { Storage } from "./storage";
import { isStorageKey, newStorageKey } from "./storage-key";

let root: string;
let storage: Storage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-storage-"));
  storage = createLocalStorage({
    root: path.join(root, "files"),
    secret: "a-test-secret-of-enough-length-123",
  });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const paramsOf = (url: string) => new URL(url, "http://x").searchParams;

describe("local storage", () => {
  it("stores, reads and deletes a file with its content type", async () => {
    const key = newStorageKey("public", "logos", "webp");
    await storage.put(key, Buffer.from("logo-bytes"), "image/webp");
    expect(await storage.get(key)).toEqual({ data: Buffer.from("logo-bytes"), contentType: "image/webp" });
    expect(fs.existsSync(path.join(root, "files", ...key.split("/")))).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it("answers undefined for a key that was never stored", async () => {
    expect(await storage.get("public/logos/missing.webp")).toBeUndefined();
  });

  it("refuses keys that could leave the storage folder or were not made by the server", async () => {
    fs.writeFileSync(path.join(root, "secret.txt"), "outside");
    for (const key of [
      "public/../../secret.txt",
      "public/../secret.txt",
      "../secret.txt",
      "/etc/passwd",
      "public//x.webp",
      "public/.hidden",
      "public/a\\..\\b",
      "other/logo.webp",
      "public",
      "private/a/%2e%2e/b",
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
    expect(fs.readFileSync(path.join(root, "secret.txt"), "utf8")).toBe("outside");
  });

  it("gives public files a stable URL under /files", () => {
    expect(storage.publicUrl("public/logos/a.webp")).toBe("/files/public/logos/a.webp");
  });

  it("signs private links that verify until they expire", () => {
    const key = "private/documents/b1/doc.pdf";
    const url = storage.signedUrl(key, 3600);
    expect(url.startsWith(`/files/${key}?`)).toBe(true);
    const p = paramsOf(url);
    const expires = p.get("expires") ?? "";
    const signature = p.get("signature") ?? "";
    expect(Number(expires) - Date.now() / 1000).toBeGreaterThan(3590);
    expect(storage.verifySignedUrl(key, expires, signature)).toBe(true);
    const later = new Date((Number(expires) + 1) * 1000);
    expect(storage.verifySignedUrl(key, expires, signature, later)).toBe(false);
  });

  it("rejects a tampered key, expiry or signature, and a link signed with another secret", () => {
    const key = "private/documents/b1/doc.pdf";
    const p = paramsOf(storage.signedUrl(key, 3600));
    const expires = p.get("expires") ?? "";
    const signature = p.get("signature") ?? "";
    expect(storage.verifySignedUrl("private/documents/b2/doc.pdf", expires, signature)).toBe(false);
    expect(storage.verifySignedUrl(key, String(Number(expires) + 86_400), signature)).toBe(false);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(storage.verifySignedUrl(key, expires, tampered)).toBe(false);
    expect(storage.verifySignedUrl(key, expires, undefined)).toBe(false);
    expect(storage.verifySignedUrl(key, "soon", signature)).toBe(false);
    const other = createLocalStorage({ root, secret: "another-secret-entirely-0123456789" });
    expect(other.verifySignedUrl(key, expires, signature)).toBe(false);
  });
});
