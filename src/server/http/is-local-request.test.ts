import { describe, expect, it } from "vitest";
import { isLocalRequest } from "./is-local-request";

const headers = (init: Record<string, string> = {}) => new Headers({ host: "localhost:3000", ...init });

describe("isLocalRequest", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1"])(
    "accepts the loopback peer %s",
    (peer) => {
      expect(isLocalRequest(peer, headers())).toBe(true);
    },
  );

  it.each([
    "192.0.2.2",
    "10.0.0.1",
    "128.0.0.1",
    "fd00::2",
    "::ffff:192.0.2.2",
    "::",
    "0.0.0.0",
    "not-an-address",
    "",
    undefined,
  ])("refuses the peer %s", (peer) => {
    expect(isLocalRequest(peer, headers())).toBe(false);
  });

  it.each([
    ["x-forwarded-for", "203.0.113.9"],
    ["x-forwarded-host", "ujamaa.example"],
    ["x-real-ip", "203.0.113.9"],
    ["forwarded", "for=203.0.113.9"],
    ["X-Forwarded-For", "127.0.0.1"],
  ])("refuses a loopback request carrying %s (relayed by a proxy)", (name, value) => {
    expect(isLocalRequest("127.0.0.1", headers({ [name]: value }))).toBe(false);
  });

  it.each(["localhost", "localhost:3000", "127.0.0.1:3302", "[::1]:3000", "app.localhost:3000", "LOCALHOST"])(
    "accepts the host name %s",
    (host) => {
      expect(isLocalRequest("::1", headers({ host }))).toBe(true);
    },
  );

  it.each(["ujamaa.example", "evil.example:3000", "localhost.evil.example", "192.0.2.2:3000", ""])(
    "refuses the host name %o (a proxy or a DNS-rebinding page)",
    (host) => {
      expect(isLocalRequest("127.0.0.1", headers({ host }))).toBe(false);
    },
  );
});
