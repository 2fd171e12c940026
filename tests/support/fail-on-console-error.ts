import { afterEach, vi } from "vitest";

// A console.error during a test is a defect the test did not assert: fail it.
const calls: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  calls.push(args);
});

afterEach(() => {
  if (calls.length === 0) return;
  const messages = calls.map((args) => args.map(String).join(" ")).join("\n");
  calls.length = 0;
  throw new Error(`console.error was called during the test:\n${messages}`);
});
