import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { formatIpv4, parseIpv4, PRIVATE_CIDRS, RESERVED_CIDRS } from './ipv4';
import { IP_MESSAGES, splitIpList, validateIpList, warnIpList } from './validateIpList';

const publicList = (text: string) => validateIpList(text, { scope: 'public' });
const privateList = (text: string) => validateIpList(text, { scope: 'private' });

describe('validateIpList', () => {
  it('splits on commas and newlines, trims and drops blanks', () => {
    expect(splitIpList(' 203.0.113.5 ,\n\n198.51.100.7\r\n, ')).toEqual(['203.0.113.5', '198.51.100.7']);
    expect(publicList('')).toBeUndefined();
    expect(publicList(' , \n')).toBeUndefined();
  });

  it.each([
    ['203.0.113.5', undefined],
    ['203.0.113.5-203.0.113.20', undefined],
    ['203.0.113.0/24', undefined],
    ['203.0.112.0/21', undefined],
    ['203.0.112.0/20', IP_MESSAGES.invalidSubnet],
    ['203.0.113.5/24', IP_MESSAGES.invalidSubnet],
    ['203.0.113.0/33', IP_MESSAGES.invalidSubnet],
    ['203.0.113.20-203.0.113.5', IP_MESSAGES.invalidAddress],
    ['203.0.113.5-203.0.114.9', IP_MESSAGES.invalidAddress],
    ['203.0.113.5-203.0.113.5', IP_MESSAGES.invalidAddress],
    ['256.1.1.1', IP_MESSAGES.invalidAddress],
    ['010.1.1.1', IP_MESSAGES.invalidAddress],
    ['0x7f.0.0.1', IP_MESSAGES.invalidAddress],
    ['1.2.3', IP_MESSAGES.invalidAddress],
    ['203.0.113.5, nonsense', IP_MESSAGES.invalidEntries],
    ['127.0.0.1', IP_MESSAGES.reserved],
    ['169.254.10.1', IP_MESSAGES.reserved],
    ['224.0.0.5', IP_MESSAGES.reserved],
    ['255.255.255.255', IP_MESSAGES.reserved],
    ['0.1.2.3', IP_MESSAGES.reserved],
    ['10.0.0.1', IP_MESSAGES.reserved],
    ['172.20.1.1', IP_MESSAGES.reserved],
    ['192.168.1.0/24', IP_MESSAGES.reserved],
    ['203.0.113.5\n203.0.113.5', IP_MESSAGES.duplicate],
    ['203.0.113.0/24, 203.0.113.0/24', IP_MESSAGES.duplicate],
  ])('public %j → %s', (text, message) => {
    expect(publicList(text)).toBe(message);
  });

  it.each([
    ['10.0.0.0/8', undefined],
    ['192.168.10.0/24, 172.16.0.0/12', undefined],
    ['10.0.0.0/7', IP_MESSAGES.invalidSubnet],
    ['8.0.0.0/7', IP_MESSAGES.invalidSubnet],
    ['127.0.0.0/8', IP_MESSAGES.reserved],
    ['0.0.0.0/0', IP_MESSAGES.invalidSubnet],
  ])('private %j → %s', (text, message) => {
    expect(privateList(text)).toBe(message);
  });

  it('warns when site subnets are not private', () => {
    expect(warnIpList('10.1.0.0/16')).toBeUndefined();
    expect(warnIpList('203.0.113.0/24')).toBe(IP_MESSAGES.verifyOnePrivate);
    expect(warnIpList('10.1.0.0/16, 203.0.113.0/24')).toBe(IP_MESSAGES.verifyAllPrivate);
    expect(warnIpList('not an ip')).toBeUndefined();
  });
});

/** ipaddr.js as the independent oracle. */
const octet = fc.integer({ min: 0, max: 255 });
const address = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
const inAny = (text: string, cidrs: readonly string[]) =>
  cidrs.some((cidr) => ipaddr.IPv4.parse(text).match(ipaddr.IPv4.parseCIDR(cidr)));

describe('IPv4 rules against ipaddr.js (property)', () => {
  it('accepts exactly the strict four-part decimal addresses', () => {
    const noisy = fc.oneof(
      address,
      fc.stringMatching(/^[0-9x.]{1,17}$/),
      fc.tuple(octet, octet, octet, octet).map((parts) => parts.map((part) => `0${part}`).join('.')),
    );
    fc.assert(
      fc.property(noisy, (text) => {
        const strict = ipaddr.IPv4.isValidFourPartDecimal(text) && !/(^|\.)0\d/.test(text);
        expect(parseIpv4(text) !== undefined).toBe(strict);
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips numbers and addresses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (value) => {
        const text = formatIpv4(value);
        expect(
          ipaddr.IPv4.parse(text)
            .toByteArray()
            .reduce((sum, byte) => sum * 256 + byte, 0),
        ).toBe(value);
        expect(parseIpv4(text)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a single address exactly when it is reserved (or private, for public hosts)', () => {
    fc.assert(
      fc.property(address, (text) => {
        const reserved = inAny(text, RESERVED_CIDRS);
        const isPrivate = inAny(text, PRIVATE_CIDRS);
        expect(privateList(text)).toBe(reserved ? IP_MESSAGES.reserved : undefined);
        expect(publicList(text)).toBe(reserved || isPrivate ? IP_MESSAGES.reserved : undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts a subnet exactly when it is a network address with an allowed prefix and touches no reserved range', () => {
    fc.assert(
      fc.property(address, fc.integer({ min: 0, max: 32 }), (base, prefix) => {
        const cidr = `${base}/${prefix}`;
        const network = ipaddr.IPv4.networkAddressFromCIDR(cidr).toString();
        const broadcast = ipaddr.IPv4.broadcastAddressFromCIDR(cidr).toString();
        const reservedCidrs = RESERVED_CIDRS.map((text) => ipaddr.IPv4.parseCIDR(text));
        const touchesReserved = reservedCidrs.some(
          ([range, bits]) =>
            ipaddr.IPv4.parse(network).match(range, bits) ||
            ipaddr.IPv4.parse(broadcast).match(range, bits) ||
            range.match(ipaddr.IPv4.parse(network), prefix),
        );
        let expected: string | undefined;
        if (prefix < 8 || network !== base) expected = IP_MESSAGES.invalidSubnet;
        else if (touchesReserved) expected = IP_MESSAGES.reserved;
        expect(privateList(cidr)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
