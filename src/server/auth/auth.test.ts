import { describe, expect, it } from "vitest";
import { trustedOrigins } from "./auth";

describe("trustedOrigins", () => {
  it("trusts only the public origin of a real site", () => {
    expect(trustedOrigins("https://ujamaa.example")).toEqual(["https://ujamaa.example"]);
  });

  it("trusts both loopback names of a local site", () => {
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(trustedOrigins("http://127.0.0.1:4000")).toEqual([
      "http://127.0.0.1:4000",
      "http://localhost:4000",
    ]);
  });
});
