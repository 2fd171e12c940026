import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

/** Starts the API alone (bench/server.ts, production mode) on `port`; resolves once it listens. */
export function startApiServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  });
}
