import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "node server.js",
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      BASE_URL: `http://localhost:${PORT}`,
      // Tests sign in many times from one address; the limits have their own API tests.
      AUTH_RATE_LIMIT: "false",
      // Business-page views show in the owner's analytics once written: soon, for the tests that read them.
      VIEW_COUNT_FLUSH_SECONDS: "1",
      // Maps draw the bundled world outline: no test asks a tile server for anything.
      MAP_TILE_URL: "off",
    },
  },
});
