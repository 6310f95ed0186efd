import { cidrBlock, contains, parseIpv4, PRIVATE_BLOCKS, RESERVED_BLOCKS } from './ipv4';

/**
 * One host's network settings (portal-onboarding §5): a single IPv4 address, its subnet mask (dotted, or a prefix
 * length /1–/32 from the lookup table), and a gateway inside that subnet. Pure functions on trimmed text; the forms
 * choose the messages.
 */

/** Strict dotted decimal: four octets 0–255, no leading zeros, no ranges or subnets. */
export function isIpv4Address(text: string): boolean {
  return parseIpv4(text.trim()) !== undefined;
}

const inAny = (text: string, blocks: readonly { first: number; last: number }[]): boolean => {
  const value = parseIpv4(text.trim());
  return value !== undefined && blocks.some((block) => contains(block, { first: value, last: value }));
};

/** In one of the reserved ranges (`RESERVED_CIDRS`): never a usable host address. */
export const isReservedIpv4 = (text: string): boolean => inAny(text, RESERVED_BLOCKS);
/** In one of the RFC 1918 private ranges (`PRIVATE_CIDRS`). */
export const isPrivateIpv4 = (text: string): boolean => inAny(text, PRIVATE_BLOCKS);

export const MIN_MASK_PREFIX = 1;
export const MAX_MASK_PREFIX = 32;

const maskOf = (prefix: number): string => {
  const value = 2 ** 32 - 2 ** (32 - prefix);
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
};

/** The /1–/32 lookup: '/24' → '255.255.255.0'. */
export const SUBNET_MASKS: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from({ length: MAX_MASK_PREFIX }, (_, index) => [`/${index + 1}`, maskOf(index + 1)]),
);

const PREFIX = /^\/?([1-9]|[12]\d|3[0-2])$/;

/**
 * The prefix length a mask stands for: '/24', '24' or '255.255.255.0' give 24. A dotted mask must be contiguous
 * ones then zeros; 0.0.0.0 (/0) is not a host's mask. Anything else gives undefined.
 */
export function subnetPrefixLength(text: string): number | undefined {
  const trimmed = text.trim();
  const prefix = PREFIX.exec(trimmed);
  if (prefix?.[1] !== undefined) return Number(prefix[1]);
  const value = parseIpv4(trimmed);
  if (value === undefined) return undefined;
  for (let length = MIN_MASK_PREFIX; length <= MAX_MASK_PREFIX; length += 1) {
    if (2 ** 32 - 2 ** (32 - length) === value) return length;
  }
  return undefined;
}

export const isSubnetMask = (text: string): boolean => subnetPrefixLength(text) !== undefined;

/** What is saved: a prefix typed as '/n' becomes its dotted mask from the lookup; anything else stays as typed. */
export function normalizeSubnetMask(text: string): string {
  const trimmed = text.trim();
  return SUBNET_MASKS[trimmed] ?? trimmed;
}

export const GATEWAY_PROBLEMS = ['invalid', 'outsideSubnet', 'sameAsAddress'] as const;
export type GatewayProblem = (typeof GATEWAY_PROBLEMS)[number];

/**
 * What is wrong with a gateway for an address and mask: not an address; outside the address's subnet (checked only
 * when address and mask are themselves valid); or the address itself. Undefined when it is fine.
 */
export function gatewayProblem(gateway: string, address: string, mask: string): GatewayProblem | undefined {
  const gatewayValue = parseIpv4(gateway.trim());
  if (gatewayValue === undefined) return 'invalid';
  const addressValue = parseIpv4(address.trim());
  const prefix = subnetPrefixLength(mask);
  if (addressValue === undefined || prefix === undefined) return undefined;
  if (gatewayValue === addressValue) return 'sameAsAddress';
  const subnet = cidrBlock(addressValue, prefix);
  if (!contains(subnet, { first: gatewayValue, last: gatewayValue })) return 'outsideSubnet';
  return undefined;
}
