// npm test: the production build, unit and API tests (Vitest), then the browser tests
// (Playwright on a real Chromium). Exits non-zero on any failure; never skips the browser.
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.js";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Everything runs on Node 24 (.nvmrc; `source scripts/use-node-24.sh` where the machine's node is older).
console.log(`npm test on Node ${process.version}`);
if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error("Node 24 or newer is needed: run `source scripts/use-node-24.sh` first (README, Run it).");
  process.exit(1);
}

let chromium;
try {
  chromium = findChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The build comes first: the server lifecycle tests and the browser tests run the production server.
run("npx", ["react-router", "build"]);
run("npx", ["vitest", "run"]);
run("npx", ["playwright", "test"], { CHROMIUM_PATH: chromium });
