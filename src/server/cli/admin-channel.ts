import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/server/errors";
import type { AppEnv } from "~/server/http/app-env";
import { apiNotFound, onError } from "~/server/http/error-handler";
import type { Runtime } from "~/server/runtime";
import { type AdminCommand, type AdminResult, adminCommandSchema, runAdminCommand } from "./admin-command";

/** Where the running server listens for `npm run admin`, and the token it expects. */
export function adminChannelPaths(dataDir: string) {
  return { socket: path.join(dataDir, "admin.sock"), token: path.join(dataDir, "admin-channel-token") };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

function createChannelApp(runtime: Runtime, token: string) {
  const expected = digest(`Bearer ${token}`);
  return new Hono<AppEnv>()
    .post("/commands", async (c) => {
      if (!timingSafeEqual(digest(c.req.header("authorization") ?? ""), expected)) {
        throw new AppError(
          "unauthorized",
          "Send the token the server wrote to DATA_DIR/admin-channel-token.",
        );
      }
      const command = adminCommandSchema.parse(await c.req.json().catch(() => null));
      const result = await runAdminCommand(runtime.database.db, command);
      runtime.logger.info({ ...command, exitCode: result.exitCode }, "npm run admin, run by this server");
      return c.json(result);
    })
    .notFound(apiNotFound)
    .onError(onError);
}

export type AdminChannel = { close(): Promise<void> };

/**
 * While the server holds the embedded database, `npm run admin` may not open it (one PGlite per
 * directory), so the server runs the command for it. The channel is a unix socket in DATA_DIR that
 * only the machine's owner may use: the socket is 0600 and every request carries a token that the
 * server writes, 0600, at each start. On PostgreSQL the CLI connects itself and no channel opens.
 */
export async function openAdminChannel(runtime: Runtime): Promise<AdminChannel | null> {
  if (runtime.database.kind !== "pglite") return null;
  const paths = adminChannelPaths(runtime.config.dataDir);
  const token = randomBytes(32).toString("base64url");
  // This process holds the database's lock: files left here belong to a server that is gone.
  fs.rmSync(paths.socket, { force: true });
  fs.rmSync(paths.token, { force: true });
  fs.writeFileSync(paths.token, token, { mode: 0o600, flag: "wx" });
  const server = http.createServer(getRequestListener(createChannelApp(runtime, token).fetch));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(paths.socket, resolve);
    });
    fs.chmodSync(paths.socket, 0o600);
  } catch (error) {
    fs.rmSync(paths.token, { force: true });
    runtime.logger.warn(
      { err: error },
      "npm run admin cannot reach this server (its socket in DATA_DIR did not open): stop the server to run it",
    );
    return null;
  }
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          fs.rmSync(paths.socket, { force: true });
          fs.rmSync(paths.token, { force: true });
          resolve();
        });
      }),
  };
}

const adminResultSchema = z.object({ exitCode: z.union([z.literal(0), z.literal(1)]), message: z.string() });
const errorAnswerSchema = z.object({ error: z.object({ message: z.string() }) });

/** Hands a command to the server that holds the embedded database in DATA_DIR. */
export async function sendAdminCommand(dataDir: string, command: AdminCommand): Promise<AdminResult> {
  const paths = adminChannelPaths(dataDir);
  const token = fs.readFileSync(paths.token, "utf8");
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        socketPath: paths.socket,
        method: "POST",
        path: "/commands",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("the server did not answer in 30 s")));
    req.on("error", reject);
    req.end(JSON.stringify(command));
  });
  const json: unknown = JSON.parse(answer.body);
  if (answer.status !== 200) throw new Error(errorAnswerSchema.parse(json).error.message);
  return adminResultSchema.parse(json);
}
