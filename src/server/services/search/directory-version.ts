import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { directoryVersion } from "~/server/db/schema";

/** How stale a process's idea of the directory version may be (search cache, page cache). */
export const VERSION_CHECK_MS = 1_000;

/**
 * Every statement that writes `businesses` bumps the directory version (trigger, migration 0009):
 * answers kept in memory are keyed by it, so they never outlive a change from any process by more
 * than VERSION_CHECK_MS.
 */
export async function readDirectoryVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: directoryVersion.version })
    .from(directoryVersion)
    .where(eq(directoryVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * The directory version, read again when older than VERSION_CHECK_MS; one read at a time. The caller
 * that starts a read waits for it; others that come while it runs get the version they had (a busy
 * process would otherwise hold every request for it each second), unless it was expired by a write
 * through this process, or is older than twice the check: then they wait for the new one too.
 */
export function createDirectoryVersionReader(db: Db) {
  let value = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<number> | undefined;
  // A read that started before expire() may return the version from before the write: it must
  // not count as fresh.
  let generation = 0;
  const read = async () => {
    const started = Date.now();
    const readGeneration = generation;
    const latest = await readDirectoryVersion(db);
    if (readGeneration === generation) {
      value = latest;
      readAt = started;
    }
    return latest;
  };
  return {
    current(): Promise<number> | number {
      const age = Date.now() - readAt;
      if (age < VERSION_CHECK_MS) return value;
      // Aged but not expired, and another caller is reading it again: answer with it meanwhile.
      if (reading) return age < 2 * VERSION_CHECK_MS ? value : reading;
      const pending = read().finally(() => {
        if (reading === pending) reading = undefined;
      });
      reading = pending;
      return pending;
    },
    expire() {
      generation++;
      readAt = Number.NEGATIVE_INFINITY;
      reading = undefined;
    },
  };
}

export type DirectoryVersionReader = ReturnType<typeof createDirectoryVersionReader>;
