// Finds a Chromium for the browser tests: CHROMIUM_PATH, then the system chromium on PATH, then
// Debian's package via apt-get (as root), then Playwright's own install. Never skips: exits 1 with
// what to install when all of these fail.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

function onPath(name) {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function playwrightChromium() {
  try {
    const path = execFileSync(
      process.execPath,
      ["-e", "import('playwright-core').then(p => console.log(p.chromium.executablePath()))"],
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
    ).trim();
    return path && fs.existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  const system = onPath("chromium") ?? onPath("chromium-browser") ?? onPath("google-chrome");
  if (system) return system;

  if (process.getuid?.() === 0 && onPath("apt-get")) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    const apt = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = apt.status === 0 ? onPath("chromium") : undefined;
    if (installed) return installed;
  }

  console.log("Trying Playwright's own Chromium install…");
  spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  const bundled = playwrightChromium();
  if (bundled) return bundled;

  throw new Error(
    "No Chromium for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
