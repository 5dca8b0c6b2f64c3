import { BlockList, isIP } from 'node:net';

/** The longest textual IP address: an IPv6 address ending in a dotted IPv4 (`ffff:…:255.255.255.255`). */
export const ipAddressMaxLength = 45;

/**
 * The address in one canonical form, or null when `value` is not a plain IPv4 or IPv6 address (brackets, a port, a
 * zone such as `%eth0`, a host name). IPv6 is lower-cased and compressed the way URLs write it, and an IPv4-mapped IPv6
 * address (`::ffff:203.0.113.9`, which a dual-stack socket reports) becomes the IPv4 address it carries, so one
 * client compares equal however it was written and the database is asked in the form it indexes.
 */
export function canonicalIp(value: string): string | null {
  if (value.length > ipAddressMaxLength || value.includes('%')) return null;
  const family = isIP(value);
  if (family === 4) return value;
  if (family !== 6) return null;
  // The URL parser applies RFC 5952's canonical text form (lower case, the longest run of zeros compressed).
  const canonical = new URL(`http://[${value}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const high = parseInt(mapped[1]!, 16);
  const low = parseInt(mapped[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * Addresses no geolocation database places (IANA's special-purpose registries): private networks, loopback,
 * link-local, shared address space (carrier NAT), documentation and benchmarking ranges, multicast and reserved.
 * They answer "unknown" without asking the database.
 */
const specialPurpose = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  specialPurpose.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  specialPurpose.addSubnet(network, prefix, 'ipv6');
}

/** Private, loopback, link-local, documentation, multicast or otherwise special-purpose: never on the public internet. */
export function isSpecialPurpose(canonical: string): boolean {
  return specialPurpose.check(canonical, isIP(canonical) === 4 ? 'ipv4' : 'ipv6');
}
