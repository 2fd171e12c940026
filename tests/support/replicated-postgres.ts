import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const BIN = "/usr/lib/postgresql/15/bin";

/** Whether this machine has the PostgreSQL 15 server binaries to start clusters of its own. */
export const hasPostgresBinaries = fs.existsSync(path.join(BIN, "pg_basebackup"));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server binary, as the postgres system user when we are root (initdb refuses root). */
async function run(tool: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  await promisify(execFile)(command, commandArgs, { cwd: os.tmpdir() });
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

export type ReplicatedPostgres = {
  primaryUrl: string;
  replicaUrl: string;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Replayed as far as the primary has written now. */
  caughtUp(): Promise<void>;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A PostgreSQL primary and a streaming replica of it (pg_basebackup -R) on loopback ports, in a
 * temporary folder, with database `ujamaa` made on the primary. Durability is off: test data only.
 */
export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "ujamaa-replicated-"));
  fs.chmodSync(base, 0o777);
  const primaryDir = path.join(base, "primary");
  const replicaDir = path.join(base, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${base}'`,
      "wal_level = replica",
      "max_wal_senders = 4",
      "hot_standby = on",
      "fsync = off",
      "synchronous_commit = off",
      "full_page_writes = off",
      "shared_buffers = 32MB",
    ].join("\n");

  await run("initdb", ["-D", primaryDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  fs.appendFileSync(path.join(primaryDir, "postgresql.conf"), `\n${settings(primaryPort)}\n`);
  await run("pg_ctl", ["-D", primaryDir, "-l", path.join(base, "primary.log"), "-w", "start"]);
  await run("pg_basebackup", [
    "-h",
    "127.0.0.1",
    "-p",
    String(primaryPort),
    "-U",
    "postgres",
    "-D",
    replicaDir,
    "-R",
  ]);
  fs.appendFileSync(path.join(replicaDir, "postgresql.conf"), `\nport = ${replicaPort}\n`);
  await run("pg_ctl", ["-D", replicaDir, "-l", path.join(base, "replica.log"), "-w", "start"]);

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/ujamaa`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/ujamaa`;
  await query(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, "CREATE DATABASE ujamaa");
  let replicaStopped = false;

  const stopCluster = (dir: string) =>
    run("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]).catch(() => {});
  return {
    primaryUrl,
    replicaUrl,
    async pauseReplay() {
      await query(replicaUrl, "select pg_wal_replay_pause()");
    },
    async resumeReplay() {
      await query(replicaUrl, "select pg_wal_replay_resume()");
    },
    async caughtUp() {
      // The insert position, not the write position: with synchronous_commit off a commit's record may
      // still wait in the primary's WAL buffers, behind the position pg_current_wal_lsn() reports.
      const [{ lsn }] = (await query(primaryUrl, "select pg_current_wal_insert_lsn()::text as lsn")) as [
        { lsn: string },
      ];
      for (let i = 0; i < 100; i++) {
        const [{ done }] = (await query(
          replicaUrl,
          `select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '${lsn}') >= 0 as done`,
        )) as [{ done: boolean }];
        if (done) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("the replica did not catch up within 5 s");
    },
    async stopReplica() {
      replicaStopped = true;
      await stopCluster(replicaDir);
    },
    async stop() {
      if (!replicaStopped) await stopCluster(replicaDir);
      await stopCluster(primaryDir);
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
