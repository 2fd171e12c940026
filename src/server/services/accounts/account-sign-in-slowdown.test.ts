import { describe, expect, it } from "vitest";
import { MAX_WAIT_SECONDS, waitAfter } from "./account-sign-in-slowdown";

describe("waitAfter", () => {
  it("lets five failures pass, then doubles the wait from one second up to a minute, never more", () => {
    expect([0, 4, 5, 6, 7, 10, 11, 50].map(waitAfter)).toEqual([0, 0, 1, 2, 4, 32, 60, 60]);
    expect(waitAfter(10_000)).toBe(MAX_WAIT_SECONDS);
  });
});
