import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when set", () => {
    expect(resolveAuthSecret({ authSecret: "s".repeat(40), dataDir: "/nonexistent" })).toBe("s".repeat(40));
  });

  it("generates one secret on first start and keeps it in DATA_DIR", () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "auth-secret-")), "nested");
    const first = resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir })).toBe(first);
    expect(fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o077).toBe(0);
  });
});
