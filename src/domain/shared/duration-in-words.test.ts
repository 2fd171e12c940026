import { describe, expect, it } from "vitest";
import { durationInWords } from "./duration-in-words";

const DAY = 86_400_000;

describe("durationInWords", () => {
  it.each([
    [30_000, "less than a minute"],
    [5 * 60_000, "5 minutes"],
    [DAY, "1 day"],
    [45 * DAY, "1 month"],
    [400 * DAY, "1 year"],
    [800 * DAY, "2 years"],
  ])("%d ms → %s", (ms, text) => expect(durationInWords(ms)).toBe(text));
});
