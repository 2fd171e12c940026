import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "./password-policy";

describe("newPasswordProblem", () => {
  it("accepts a long, uncommon password", () => {
    expect(newPasswordProblem("river-lantern-orchid-19")).toBeNull();
  });

  it("refuses passwords outside 8 to 128 characters", () => {
    expect(newPasswordProblem("Ab3$xyz")).toBe("Password must be at least 8 characters");
    expect(newPasswordProblem("a".repeat(129))).toBe("Password must be at most 128 characters");
    expect(newPasswordProblem("a".repeat(128))).not.toBe("Password must be at most 128 characters");
  });

  it("refuses common passwords whatever their case", () => {
    for (const common of ["password", "12345678", "Baseball", "QWERTYUIOP", "iloveyou1"]) {
      expect(newPasswordProblem(common), common).toBe(
        "This password is too common. Please choose a less common one.",
      );
    }
  });
});
