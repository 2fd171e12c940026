import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/server/db/client";
import { createDirectoryVersionReader, VERSION_CHECK_MS } from "./directory-version";

/** A database whose version reads resolve only when the test says so. */
function slowVersions() {
  const pending: ((version: number) => void)[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: () =>
          new Promise<{ version: number }[]>((resolve) => pending.push((v) => resolve([{ version: v }]))),
      }),
    }),
  } as unknown as Db;
  return { db, answer: (version: number) => pending.shift()!(version), reads: () => pending.length };
}

describe("the directory version reader", () => {
  afterEach(() => vi.useRealTimers());

  it("lets callers that come during a read go on with the version they had; the reader waits", async () => {
    vi.useFakeTimers();
    const { db, answer, reads } = slowVersions();
    const reader = createDirectoryVersionReader(db);
    const first = reader.current();
    answer(1);
    expect(await first).toBe(1);
    expect(reader.current()).toBe(1);

    vi.advanceTimersByTime(VERSION_CHECK_MS + 1);
    const refreshing = reader.current();
    expect(refreshing).toBeInstanceOf(Promise);
    expect(reader.current()).toBe(1);
    expect(reads()).toBe(1);
    answer(2);
    expect(await refreshing).toBe(2);
    expect(reader.current()).toBe(2);
  });

  it("makes everyone wait for the new version after a write through this process, or when long unread", async () => {
    vi.useFakeTimers();
    const { db, answer } = slowVersions();
    const reader = createDirectoryVersionReader(db);
    const first = reader.current();
    answer(1);
    await first;

    reader.expire();
    const afterWrite = reader.current();
    const meanwhile = reader.current();
    expect(meanwhile).toBe(afterWrite);
    answer(2);
    expect(await meanwhile).toBe(2);

    vi.advanceTimersByTime(2 * VERSION_CHECK_MS + 1);
    const late = reader.current();
    expect(reader.current()).toBe(late);
    answer(3);
    expect(await late).toBe(3);
  });
});
