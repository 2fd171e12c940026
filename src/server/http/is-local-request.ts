import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** A proxy names the client in one of these; a request that went through one did not start here. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

/** Host names that only ever mean this machine; any other name may be a DNS rebinding page. */
const LOCAL_HOST = /^(([\w-]+\.)*localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * True only for a request made on this machine: from a loopback address (127.0.0.0/8, ::1, or
 * ::ffff:127.x.x.x), naming this machine as its host and carrying no forwarding header. A proxy
 * on this machine relays strangers from a loopback address too, so any forwarding header, or a
 * Host that is not a loopback name, means someone else.
 */
export function isLocalRequest(peerAddress: string | undefined, headers: Headers): boolean {
  if (!peerAddress) return false;
  const family = isIP(peerAddress);
  if (family === 0 || !LOOPBACK.check(peerAddress, family === 6 ? "ipv6" : "ipv4")) return false;
  if (FORWARDING_HEADERS.some((name) => headers.has(name))) return false;
  return LOCAL_HOST.test(headers.get("host") ?? "");
}

/** isLocalRequest for the request Hono is serving; false when it did not come over a socket. */
export function isLocal(c: Context): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): no peer, so not local.
  }
  return isLocalRequest(peer, c.req.raw.headers);
}
