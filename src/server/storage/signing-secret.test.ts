import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadSigningSecret } from "./signing-secret.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it("uses AUTH_SECRET when it is set", () => {
  expect(loadSigningSecret({ authSecret: "s".repeat(32), dataDir: tempDir() })).toBe("s".repeat(32));
});

it("otherwise makes one secret in DATA_DIR and keeps it across restarts", () => {
  const dataDir = path.join(tempDir(), "data");
  const first = loadSigningSecret({ dataDir });
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(loadSigningSecret({ dataDir })).toBe(first);
  expect(fs.statSync(path.join(dataDir, "file-signing.key")).mode & 0o777).toBe(0o600);
  expect(loadSigningSecret({ dataDir: tempDir() })).not.toBe(first);
});
