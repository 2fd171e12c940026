import { describe, expect, it } from "vitest";
import { isConnectionLost } from "./errors";

describe("isConnectionLost", () => {
  it("knows a refused, reset or timed-out socket and PostgreSQL's shutdown and too-many-connections codes", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P03", "53300"]) {
      expect(isConnectionLost(Object.assign(new Error("x"), { code }))).toBe(true);
    }
    expect(isConnectionLost({ code: "ECONNREFUSED" })).toBe(true);
  });

  it("knows the pool's words for a connection it could not make or lost", () => {
    expect(isConnectionLost(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isConnectionLost(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("leaves every other error, and what is not an error, alone", () => {
    expect(isConnectionLost(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(
      isConnectionLost(new Error("boom", { cause: Object.assign(new Error("x"), { code: "EPIPE" }) })),
    ).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
    expect(isConnectionLost("ECONNREFUSED")).toBe(false);
  });
});
