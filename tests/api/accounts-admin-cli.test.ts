import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { openPglite } from "../../src/server/db/client.ts";
import { userRoles, users } from "../../src/server/db/schema.ts";
import { createRuntime } from "../../src/server/runtime.ts";

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

// Runs the CLI and a server as real processes: slow on a busy machine.
describe("admin bootstrap", { timeout: 90_000 }, () => {
  it("`npm run admin -- grant <email>` makes an account admin; ADMIN_EMAILS grants at start", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-admin-cli-"));
    const dbDir = path.join(dataDir, "db");
    const database = await openPglite(dbDir);
    await database.migrate();
    await database.db.insert(users).values([
      { id: "u1", name: "First Admin", email: "first@example.com" },
      { id: "u2", name: "Second Admin", email: "second@example.com" },
    ]);
    await database.close();

    // Only what the CLI needs: the test runner's own variables (e.g. BASE_URL) are not app config.
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
    };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", ...args], {
        env,
        encoding: "utf8",
      });
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
    await runtime.database.close();
    expect(await rolesOf(dbDir, "second@example.com")).toEqual([{ role: "admin" }]);
  }, 60_000);
});
