import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

export type SpawnedServer = {
  url: string;
  process: ChildProcess;
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

const buildDir = process.env.BUILD_DIR ?? "build";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `node server.js` on the production build, as `npm start` does. */
export function runServer(env: Record<string, string>): { process: ChildProcess; output(): string } {
  if (!fs.existsSync(`${buildDir}/server/index.js`)) {
    throw new Error(
      `No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`,
    );
  }
  const child = spawn(process.execPath, ["server.js"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "warn", BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { process: child, output: () => output };
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Starts the production server on `env.PORT`, or on a free port when it names none. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<SpawnedServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const { process: child, output } = runServer({ PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      return {
        url,
        process: child,
        output,
        stop(signal = "SIGTERM") {
          child.kill(signal);
          return exited(child);
        },
      };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}
