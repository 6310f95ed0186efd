import {
  cidrBlock,
  contains,
  formatIpv4,
  overlaps,
  parseCidr,
  parseIpv4,
  PRIVATE_BLOCKS,
  RESERVED_BLOCKS,
  type Ipv4Block,
} from './ipv4';

export const IP_MESSAGES = {
  invalidAddress: 'Enter a valid IPv4 address',
  invalidEntries: 'Remove invalid IPv4 addresses/ranges',
  reserved: 'Remove reserved IPv4 addresses/ranges',
  invalidSubnet: 'Enter a valid IPv4 subnet',
  duplicate: 'Remove duplicate IP addresses',
  verifyAllPrivate: 'Verify that all IPv4 addresses are private',
  verifyOnePrivate: 'Verify that the IPv4 address is private',
} as const;

/** 'public': external hosts (private ranges rejected, subnets up to /21); 'private': site subnets. */
export type IpScope = 'public' | 'private';
export const MIN_CIDR_PREFIX = 8;
export const MAX_PUBLIC_RANGE_PREFIX = 21;

type Entry = { kind: 'invalid' } | { kind: 'invalid-subnet' } | { kind: 'valid'; block: Ipv4Block; canonical: string };

/** Entries are separated by commas and newlines, trimmed, blanks dropped. */
export function splitIpList(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function parseEntry(entry: string, scope: IpScope): Entry {
  if (entry.includes('/')) {
    const cidr = parseCidr(entry);
    const minimum = scope === 'public' ? MAX_PUBLIC_RANGE_PREFIX : MIN_CIDR_PREFIX;
    if (!cidr)
      return parseIpv4(entry.split('/')[0] ?? '') === undefined ? { kind: 'invalid' } : { kind: 'invalid-subnet' };
    const block = cidrBlock(cidr.base, cidr.prefix);
    // The address must be the subnet's own network address (10.0.0.0/8, not 10.1.2.3/8).
    if (cidr.prefix < minimum || block.first !== cidr.base) return { kind: 'invalid-subnet' };
    return { kind: 'valid', block, canonical: `${formatIpv4(block.first)}/${cidr.prefix}` };
  }
  if (entry.includes('-')) {
    const [startText = '', endText = '', ...rest] = entry.split('-').map((part) => part.trim());
    const start = parseIpv4(startText);
    const end = parseIpv4(endText);
    const sameNetwork = start !== undefined && end !== undefined && Math.floor(start / 256) === Math.floor(end / 256);
    if (rest.length > 0 || !sameNetwork || start >= end) return { kind: 'invalid' };
    return { kind: 'valid', block: { first: start, last: end }, canonical: `${formatIpv4(start)}-${formatIpv4(end)}` };
  }
  const address = parseIpv4(entry);
  if (address === undefined) return { kind: 'invalid' };
  return { kind: 'valid', block: { first: address, last: address }, canonical: formatIpv4(address) };
}

function isRejected(block: Ipv4Block, scope: IpScope): boolean {
  const forbidden = scope === 'public' ? [...RESERVED_BLOCKS, ...PRIVATE_BLOCKS] : RESERVED_BLOCKS;
  return forbidden.some((range) => overlaps(range, block));
}

/**
 * A final-form field validator for IP lists (portal-onboarding §5): answers the first error message, or undefined
 * when every entry is a valid, allowed and distinct address, range or subnet.
 */
export function validateIpList(text: string | undefined, { scope }: { scope: IpScope }): string | undefined {
  const entries = splitIpList(text ?? '');
  const parsed = entries.map((entry) => parseEntry(entry, scope));
  if (parsed.some((entry) => entry.kind === 'invalid')) {
    return entries.length === 1 ? IP_MESSAGES.invalidAddress : IP_MESSAGES.invalidEntries;
  }
  if (parsed.some((entry) => entry.kind === 'invalid-subnet')) return IP_MESSAGES.invalidSubnet;
  const valid = parsed.filter((entry) => entry.kind === 'valid');
  if (valid.some((entry) => isRejected(entry.block, scope))) return IP_MESSAGES.reserved;
  const canonical = valid.map((entry) => entry.canonical);
  if (new Set(canonical).size !== canonical.length) return IP_MESSAGES.duplicate;
  return undefined;
}

/** The private-scope warning: site subnets are expected to be private. */
export function warnIpList(text: string | undefined): string | undefined {
  const entries = splitIpList(text ?? '').map((entry) => parseEntry(entry, 'private'));
  const valid = entries.filter((entry) => entry.kind === 'valid');
  if (valid.length === 0 || valid.length !== entries.length) return undefined;
  const allPrivate = valid.every((entry) => PRIVATE_BLOCKS.some((range) => contains(range, entry.block)));
  if (allPrivate) return undefined;
  return entries.length === 1 ? IP_MESSAGES.verifyOnePrivate : IP_MESSAGES.verifyAllPrivate;
}
