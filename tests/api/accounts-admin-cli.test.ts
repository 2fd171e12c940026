import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { openPglite } from "~/server/db/client";
import { userRoles, users } from "~/server/db/schema";
import { createRuntime } from "~/server/runtime";
import { startServer } from "../support/spawn-server";

async function rolesOf(dir: string, email: string) {
  const database = await openPglite(dir);
  try {
    return await database.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.email, email));
  } finally {
    await database.close();
  }
}

/** A fresh DATA_DIR whose embedded database has these accounts (no passwords: the CLI needs none). */
async function dataDirWithUsers(...emails: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-admin-cli-"));
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  await database.db
    .insert(users)
    .values(emails.map((email, i) => ({ id: `u${i}`, name: `User ${i}`, email })));
  await database.close();
  return dataDir;
}

function runCli(dataDir: string, ...args: string[]) {
  // Only what the CLI needs: the test runner's own variables (e.g. BASE_URL) are not app config.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  return spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", ...args], {
    env,
    encoding: "utf8",
  });
}

/** A POST to the running server's admin socket, as anyone on the machine could try it. */
function postToSocket(socketPath: string, headers: Record<string, string>, body: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ socketPath, method: "POST", path: "/commands", headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

// Runs the CLI and a server as real processes: slow on a busy machine.
describe("admin bootstrap", { timeout: 90_000 }, () => {
  it("`npm run admin -- grant <email>` makes an account admin; ADMIN_EMAILS grants at start", async () => {
    const dataDir = await dataDirWithUsers("first@example.com", "second@example.com");
    const dbDir = path.join(dataDir, "db");
    const run = (...args: string[]) => runCli(dataDir, ...args);
    const unknown = run("grant", "nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account uses nobody@example.com");
    const usage = run("promote");
    expect(usage.status).toBe(2);
    const granted = run("grant", "First@Example.com");
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain("first@example.com is now an administrator.");
    expect(await rolesOf(dbDir, "first@example.com")).toEqual([{ role: "admin" }]);

    const runtime = await createRuntime(
      loadConfig({
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        ADMIN_EMAILS: "second@example.com",
      }),
    );
    await runtime.jobs.stop();
    await runtime.database.close();
    expect(await rolesOf(dbDir, "second@example.com")).toEqual([{ role: "admin" }]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);

  it("`npm run admin -- grant` works while the server holds the embedded database", async () => {
    const dataDir = await dataDirWithUsers("owner@example.com", "intruder@example.com");
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info" });
    try {
      const granted = runCli(dataDir, "grant", "Owner@Example.com");
      expect(granted.stderr).toBe("");
      expect(granted.stdout).toContain("owner@example.com is now an administrator.");
      expect(granted.status).toBe(0);

      // The channel: a socket only the owner may open, and without the server's token nothing runs.
      const socket = path.join(dataDir, "admin.sock");
      expect(fs.statSync(socket).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dataDir, "admin-channel-token")).mode & 0o777).toBe(0o600);
      const command = { action: "grant", email: "intruder@example.com" };
      const forged: Record<string, string>[] = [{}, { authorization: "Bearer not-the-token" }];
      for (const headers of forged) {
        const refused = await postToSocket(
          socket,
          { "content-type": "application/json", ...headers },
          command,
        );
        expect(refused.status).toBe(401);
        expect(JSON.parse(refused.body).error.code).toBe("unauthorized");
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain("npm run admin, run by this server");
    expect(fs.existsSync(path.join(dataDir, "admin-channel-token"))).toBe(false);
    expect(await rolesOf(path.join(dataDir, "db"), "owner@example.com")).toEqual([{ role: "admin" }]);
    expect(await rolesOf(path.join(dataDir, "db"), "intruder@example.com")).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
