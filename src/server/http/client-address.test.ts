import { describe, expect, it } from "vitest";
import { forwardedClient } from "./client-address";

describe("forwardedClient", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(forwardedClient("203.0.113.7", 0)).toBeUndefined();
  });

  it("takes the entry the outermost trusted proxy appended, not what the client wrote before it", () => {
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("6.6.6.6, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient("6.6.6.6,2001:db8::1", 1)).toBe("2001:db8::1");
  });

  it("falls back when the header is missing, too short or not an address", () => {
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient("203.0.113.7", 2)).toBeUndefined();
    expect(forwardedClient("not-an-address", 1)).toBeUndefined();
    expect(forwardedClient("", 1)).toBeUndefined();
  });
});
