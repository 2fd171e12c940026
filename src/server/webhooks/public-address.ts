import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may never reach (decision 060): this network, private, shared (CGNAT), loopback,
 * link-local (where cloud metadata lives, 169.254.169.254 and fd00:ec2::254), documentation, benchmark,
 * multicast and reserved ranges, in IPv4 and IPv6. An IPv4 address written in IPv6 (::ffff:a.b.c.d,
 * 64:ff9b::a.b.c.d) is judged as the IPv4 address it carries.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  FORBIDDEN.addSubnet(network, prefix, "ipv6");
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or compatible), if it carries one. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/**
 * Whether a webhook may be sent to this IP address. `allowLoopback` is the test-only setting
 * (WEBHOOKS_ALLOW_LOOPBACK, honoured under NODE_ENV=test only): it lets loopback through, nothing else.
 */
export function isDeliverableAddress(address: string, allowLoopback = false): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 0) return false;
  const ipv4 = version === 4 ? bare : embeddedIpv4(bare);
  if (ipv4 !== null) {
    if (allowLoopback && LOOPBACK.check(ipv4, "ipv4")) return true;
    return !FORBIDDEN.check(ipv4, "ipv4");
  }
  if (allowLoopback && LOOPBACK.check(bare, "ipv6")) return true;
  return !FORBIDDEN.check(bare, "ipv6");
}
