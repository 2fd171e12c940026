import { expect, it } from "vitest";
import { parseBulkArgs } from "./bulk-args";

it("reads the count, batch size and connections, with defaults", () => {
  expect(parseBulkArgs(["--count", "1000000"])).toEqual({
    count: 1_000_000,
    batch: 5_000,
    rebuildIndexes: false,
  });
  expect(
    parseBulkArgs(["--count=500", "--batch=10000", "--jobs", "3", "--owner-less", "--rebuild-indexes"]),
  ).toEqual({
    count: 500,
    batch: 10_000,
    jobs: 3,
    rebuildIndexes: true,
  });
});

it("refuses a missing or bad count, an oversized batch and unknown flags", () => {
  expect(() => parseBulkArgs([])).toThrow(/--count/);
  expect(() => parseBulkArgs(["--count", "many"])).toThrow(/--count/);
  expect(() => parseBulkArgs(["--count", "-5"])).toThrow(/--count/);
  expect(() => parseBulkArgs(["--count", "10", "--batch", "50000"])).toThrow(/--batch/);
  expect(() => parseBulkArgs(["--count", "10", "--rows", "5"])).toThrow(/--rows/);
  expect(() => parseBulkArgs(["10"])).toThrow(/unexpected argument 10/);
});
