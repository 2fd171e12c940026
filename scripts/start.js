// npm start: builds the app when the build is missing or older than the sources, then serves it.
// npm start runs this with the variables of .env (when there is one) already in process.env, so
// the build and the server both see them; the environment's own values win over the file's.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILD_ENTRY = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
const SOURCES = ["src", "public", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const built = fs.existsSync(BUILD_ENTRY) ? fs.statSync(BUILD_ENTRY).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log("Building Ujamaa…");
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
