// npm test: unit and API tests (Vitest), then the production build and the browser tests
// (Playwright on a real Chromium). Exits non-zero on any failure; never skips the browser.
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.js";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

run("npx", ["vitest", "run"]);
run("npx", ["react-router", "build"]);
run("npx", ["playwright", "test"], { CHROMIUM_PATH: chromium });
