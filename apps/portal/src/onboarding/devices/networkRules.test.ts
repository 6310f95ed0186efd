import { describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from './deviceMessages';
import {
  needsStaticIp,
  validateGateway,
  validateHostAddress,
  validateSubnetMask,
  warnPublicAddress,
} from './networkRules';

describe('network rules (§5)', () => {
  it.each([
    ['10.20.1.10', undefined],
    [' 10.20.1.10 ', undefined],
    ['10.20.1', 'Enter a valid IPv4 address'],
    ['127.0.0.1', 'Enter a non-reserved IPv4 address'],
    ['169.254.1.1', 'Enter a non-reserved IPv4 address'],
    ['', undefined],
  ])('host address %s: %s', (value, expected) => {
    expect(validateHostAddress(value)).toBe(expected);
  });

  it('questions a public address only', () => {
    expect(warnPublicAddress('203.0.113.7')).toBe('Verify that the IPv4 address is private');
    expect(warnPublicAddress('192.168.4.7')).toBeUndefined();
    expect(warnPublicAddress('nonsense')).toBeUndefined();
  });

  it.each([
    ['255.255.255.0', undefined],
    ['/24', undefined],
    ['255.0.255.0', 'Enter a valid subnet mask or prefix length'],
    ['/33', 'Enter a valid subnet mask or prefix length'],
  ])('mask %s: %s', (value, expected) => {
    expect(validateSubnetMask(value)).toBe(expected);
  });

  it('checks the gateway against the address and mask beside it', () => {
    const values = { ipAddress: '10.20.1.10', subnetMask: '255.255.255.0' };
    expect(validateGateway('10.20.1.1', values)).toBeUndefined();
    expect(validateGateway('10.20.2.1', values)).toBe('Enter a valid gateway IP address');
    expect(validateGateway('10.20.1', values)).toBe(DEVICE_MESSAGES.validGateway);
    expect(validateGateway('10.20.1.10', values)).toBe('Enter a gateway that is not the same as the IP address');
    expect(validateGateway('10.20.2.1', { ...values, subnetMask: '/16' })).toBeUndefined();
  });

  it('needs the static fields unless DHCP was chosen', () => {
    expect(needsStaticIp({ isIPAutoConfig: false })).toBe(true);
    expect(needsStaticIp({})).toBe(true);
    expect(needsStaticIp({ isIPAutoConfig: true })).toBe(false);
  });
});
