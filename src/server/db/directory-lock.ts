import fs from "node:fs";
import path from "node:path";

export class DirectoryLockedError extends Error {
  override name = "DirectoryLockedError";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes.
 * Takes an exclusive lock file holding our pid; a lock left by a dead process is taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockPath = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DirectoryLockedError(
          `The embedded database at ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR or DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock the embedded database at ${dir}.`);
}
