import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import {
  gatewayProblem,
  isIpv4Address,
  isPrivateIpv4,
  isReservedIpv4,
  normalizeSubnetMask,
  SUBNET_MASKS,
  subnetPrefixLength,
} from './network';

const octet = fc.integer({ min: 0, max: 255 });
const address = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.'));
const prefix = fc.integer({ min: 1, max: 32 });
/** ipaddr.js's own mask for a prefix: the oracle's side of the lookup. */
const oracleMask = (length: number) => ipaddr.IPv4.subnetMaskFromPrefixLength(length).toString();

describe('single IPv4 address', () => {
  it.each([
    ['10.20.1.10', true],
    [' 10.20.1.10 ', true],
    ['255.255.255.255', true],
    ['10.20.1', false],
    ['10.20.1.256', false],
    ['010.20.1.1', false],
    ['10.20.1.0/24', false],
    ['10.20.1.1-10.20.1.9', false],
    ['', false],
  ])('%s is an address: %s', (text, expected) => {
    expect(isIpv4Address(text)).toBe(expected);
  });

  it('agrees with ipaddr.js on strict four-part decimal (property)', () => {
    const noisy = fc.oneof(address, fc.stringMatching(/^[0-9.]{1,16}$/));
    fc.assert(
      fc.property(noisy, (text) => {
        const strict = ipaddr.IPv4.isValidFourPartDecimal(text) && !/(^|\.)0\d/.test(text);
        expect(isIpv4Address(text)).toBe(strict);
      }),
      { numRuns: 3000 },
    );
  });

  it('classifies reserved and private addresses as ipaddr.js ranges do (property)', () => {
    const reservedRanges = new Set(['unspecified', 'loopback', 'linkLocal', 'multicast', 'reserved', 'broadcast']);
    fc.assert(
      fc.property(address, (text) => {
        const range = ipaddr.IPv4.parse(text).range();
        // ipaddr's 'reserved' also names 192.0.0/24-style blocks we do not reject; only the /4 above 240 counts.
        const reserved = reservedRanges.has(range) && (range !== 'reserved' || Number(text.split('.')[0]) >= 240);
        expect(isReservedIpv4(text)).toBe(reserved || text.startsWith('0.'));
        expect(isPrivateIpv4(text)).toBe(range === 'private');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('subnet mask or prefix', () => {
  it('has the /1 to /32 lookup', () => {
    expect(Object.keys(SUBNET_MASKS)).toHaveLength(32);
    expect(SUBNET_MASKS['/1']).toBe('128.0.0.0');
    expect(SUBNET_MASKS['/24']).toBe('255.255.255.0');
    expect(SUBNET_MASKS['/32']).toBe('255.255.255.255');
  });

  it.each([
    ['255.255.255.0', 24],
    ['/24', 24],
    ['24', 24],
    ['/1', 1],
    ['255.255.255.255', 32],
    ['128.0.0.0', 1],
    ['/0', undefined],
    ['/33', undefined],
    ['0.0.0.0', undefined],
    ['255.0.255.0', undefined],
    ['255.255.255', undefined],
    ['mask', undefined],
  ])('%s stands for %s', (text, expected) => {
    expect(subnetPrefixLength(text)).toBe(expected);
  });

  it('saves a typed prefix as its mask and anything else as typed', () => {
    expect(normalizeSubnetMask(' /20 ')).toBe('255.255.240.0');
    expect(normalizeSubnetMask('255.255.0.0')).toBe('255.255.0.0');
    expect(normalizeSubnetMask('24')).toBe('24');
  });

  it('maps every prefix to ipaddr.js mask and back (property)', () => {
    fc.assert(
      fc.property(prefix, (length) => {
        expect(SUBNET_MASKS[`/${length}`]).toBe(oracleMask(length));
        expect(subnetPrefixLength(oracleMask(length))).toBe(length);
        expect(subnetPrefixLength(`/${length}`)).toBe(length);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts a dotted mask exactly when ipaddr.js finds a prefix length of 1 or more (property)', () => {
    const nearMask = prefix.chain((length) =>
      fc.oneof(
        fc.constant(oracleMask(length)),
        address,
        fc.tuple(fc.constant(oracleMask(length)), octet).map(([mask, last]) => mask.replace(/\d+$/, String(last))),
      ),
    );
    fc.assert(
      fc.property(nearMask, (text) => {
        const oracle = ipaddr.IPv4.parse(text).prefixLengthFromSubnetMask();
        expect(subnetPrefixLength(text)).toBe(oracle === null || oracle === 0 ? undefined : oracle);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('gateway in the subnet and not the address', () => {
  it.each([
    ['10.20.1.1', '10.20.1.10', '255.255.255.0', undefined],
    ['10.20.1.1', '10.20.1.10', '/24', undefined],
    ['10.20.2.1', '10.20.1.10', '255.255.255.0', 'outsideSubnet'],
    ['10.20.2.1', '10.20.1.10', '/16', undefined],
    ['10.20.1.10', '10.20.1.10', '255.255.255.0', 'sameAsAddress'],
    ['10.20.1', '10.20.1.10', '255.255.255.0', 'invalid'],
    ['10.20.9.1', 'not an address', '255.255.255.0', undefined],
    ['10.20.9.1', '10.20.1.10', 'not a mask', undefined],
  ])('gateway %s for %s %s: %s', (gateway, host, mask, expected) => {
    expect(gatewayProblem(gateway, host, mask)).toBe(expected);
  });

  it('agrees with ipaddr.js subnet matching (property)', () => {
    // Gateways near the address as often as anywhere, so both sides of the subnet's edge are exercised.
    const case_ = fc.tuple(address, prefix, fc.boolean()).chain(([host, length, asPrefix]) =>
      fc.record({
        host: fc.constant(host),
        length: fc.constant(length),
        mask: fc.constant(asPrefix ? `/${length}` : oracleMask(length)),
        gateway: fc.oneof(
          address,
          fc.constant(host),
          octet.map((last) => host.replace(/\d+$/, String(last))),
          fc.tuple(octet, octet).map(([third, last]) => host.replace(/\d+\.\d+$/, `${third}.${last}`)),
        ),
      }),
    );
    fc.assert(
      fc.property(case_, ({ host, length, mask, gateway }) => {
        const parsed = ipaddr.IPv4.parse(gateway);
        const expected =
          gateway === host
            ? 'sameAsAddress'
            : parsed.match(ipaddr.IPv4.parse(host), length)
              ? undefined
              : 'outsideSubnet';
        expect(gatewayProblem(gateway, host, mask)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });
});
