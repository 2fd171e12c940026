import { describe, expect, it } from "vitest";
import { percentComplete, walkthrough } from "./walkthrough-store";

describe("walkthrough store", () => {
  it("shows 33, 67 and 100 percent complete", () => {
    expect([1, 2, 3].map(percentComplete)).toEqual([33, 67, 100]);
  });

  it("starts at step 1, never goes below 1 or above 3, and a manual start resets to 1", () => {
    walkthrough.start();
    walkthrough.back();
    expect(walkthrough.get()).toEqual({ open: true, step: 1 });
    walkthrough.next();
    walkthrough.next();
    walkthrough.next();
    expect(walkthrough.get().step).toBe(3);
    walkthrough.start();
    expect(walkthrough.get().step).toBe(1);
    walkthrough.close();
    expect(walkthrough.get().open).toBe(false);
  });
});
