/** IPv4 arithmetic on unsigned 32-bit numbers. Only strict dotted decimal is accepted (no leading zeros, octal, hex). */
const OCTET = /^(0|[1-9]\d{0,2})$/;

export function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!OCTET.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** An inclusive block of addresses. */
export interface Ipv4Block {
  first: number;
  last: number;
}

export function cidrBlock(base: number, prefix: number): Ipv4Block {
  const size = 2 ** (32 - prefix);
  const first = Math.floor(base / size) * size;
  return { first, last: first + size - 1 };
}

export function parseCidr(text: string): { base: number; prefix: number } | undefined {
  const [address, prefixText, ...rest] = text.split('/');
  if (rest.length > 0 || address === undefined || prefixText === undefined || !/^(0|[1-9]\d?)$/.test(prefixText)) {
    return undefined;
  }
  const base = parseIpv4(address);
  const prefix = Number(prefixText);
  if (base === undefined || prefix > 32) return undefined;
  return { base, prefix };
}

export const overlaps = (a: Ipv4Block, b: Ipv4Block): boolean => a.first <= b.last && b.first <= a.last;
export const contains = (outer: Ipv4Block, inner: Ipv4Block): boolean =>
  outer.first <= inner.first && inner.last <= outer.last;

const block = (cidr: string): Ipv4Block => {
  const parsed = parseCidr(cidr);
  if (!parsed) throw new Error(`Bad built-in CIDR ${cidr}`);
  return cidrBlock(parsed.base, parsed.prefix);
};

/**
 * Reserved ranges rejected everywhere. The spec elides them ("{ip}/8, {ip}/16, {ip}/8, {ip}/4"); we chose
 * "this network" 0/8, loopback 127/8, link-local 169.254/16, multicast 224/4, and also the reserved block
 * 240/4 (which includes the broadcast address).
 */
export const RESERVED_CIDRS = ['0.0.0.0/8', '127.0.0.0/8', '169.254.0.0/16', '224.0.0.0/4', '240.0.0.0/4'] as const;
/** Private ranges (RFC 1918): rejected for external hosts, expected for site subnets. */
export const PRIVATE_CIDRS = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] as const;

export const RESERVED_BLOCKS = RESERVED_CIDRS.map(block);
export const PRIVATE_BLOCKS = PRIVATE_CIDRS.map(block);
