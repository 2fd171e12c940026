import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The secret that signs private file links: AUTH_SECRET when set, otherwise a random secret made
 * once and kept in DATA_DIR, so links stay valid across restarts of a local install.
 */
export function loadSigningSecret(config: { authSecret?: string | undefined; dataDir: string }): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "file-signing.key");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return fs.readFileSync(file, "utf8").trim();
    throw error;
  }
}
