import { DEVICE_CONFIGS, INVALID_DEVICE_CONFIG } from '@portal/fixtures/widgets/deviceConfigs';
import { describe, expect, it } from 'vitest';
import {
  decodeDeviceConfig,
  DEVICE_LOCAL_CONFIG_URL,
  deviceConfigurationUrl,
  encodeDeviceConfig,
  netmaskPrefix,
  readDeviceConfig,
} from './deviceConfig';

/** An independent encoder: Node's Buffer. */
const nodeBase64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('decodeDeviceConfig', () => {
  it('reads a static configuration', () => {
    const reading = decodeDeviceConfig(nodeBase64(DEVICE_CONFIGS.static));
    expect(reading).toEqual({
      status: 'valid',
      config: DEVICE_CONFIGS.static,
      fields: {
        site: 'Boston HQ',
        name: 'nwh-bos-s1',
        model: 'sensor1000',
        deploymentType: 'SPAN/mirror',
        dhcp: false,
        ip: '10.20.30.40',
        netmask: '255.255.255.0',
        gateway: '10.20.30.1',
        dnsNameservers: ['10.20.0.53', '10.20.0.54'],
      },
    });
  });

  it('reads a DHCP configuration and leaves static values out of the link', () => {
    const withLeftovers = { ...DEVICE_CONFIGS.dhcp, mgmt0: { dhcp: true, ip: 'not an address' } };
    const reading = decodeDeviceConfig(nodeBase64(withLeftovers));
    expect(reading.status === 'valid' && reading.config.mgmt0).toEqual({ dhcp: true });
  });

  it.each([null, undefined, '', '!!!!', 'bm90IGpzb24=', nodeBase64([1, 2]), nodeBase64('text'), nodeBase64(null)])(
    'has nothing for %j',
    (parameter) => {
      expect(decodeDeviceConfig(parameter)).toEqual({ status: 'none' });
    },
  );

  it('tolerates what links do to base64: spaces for +, the URL-safe alphabet, missing padding', () => {
    const config = { ...DEVICE_CONFIGS.dhcp, site: 'Zürich >>> ??? Büro' };
    const encoded = nodeBase64(config);
    expect(encoded).toMatch(/[+/]/);
    for (const variant of [
      encoded.replace(/\+/g, ' '),
      encoded.replace(/\+/g, '-').replace(/\//g, '_'),
      encoded.replace(/=+$/, ''),
    ]) {
      expect(decodeDeviceConfig(variant).status).toBe('valid');
    }
  });

  it.each([
    ['a gateway outside the subnet', INVALID_DEVICE_CONFIG, ['invalid gateway']],
    [
      'a gateway equal to the address',
      { ...DEVICE_CONFIGS.static, mgmt0: { ...DEVICE_CONFIGS.static.mgmt0, gateway: '10.20.30.40' } },
      ['invalid gateway'],
    ],
    [
      'a loopback address',
      { ...DEVICE_CONFIGS.static, mgmt0: { ...DEVICE_CONFIGS.static.mgmt0, ip: '127.0.0.2' } },
      ['invalid ip', 'invalid gateway'],
    ],
    [
      'no name servers',
      { ...DEVICE_CONFIGS.static, mgmt0: { ...DEVICE_CONFIGS.static.mgmt0, dns_nameservers: [] } },
      ['invalid dns nameservers'],
    ],
    [
      'name servers as text',
      { ...DEVICE_CONFIGS.static, mgmt0: { ...DEVICE_CONFIGS.static.mgmt0, dns_nameservers: '10.0.0.1' } },
      ['invalid dns nameservers'],
    ],
    [
      'a non-contiguous mask',
      { ...DEVICE_CONFIGS.static, mgmt0: { ...DEVICE_CONFIGS.static.mgmt0, netmask: '255.0.255.0' } },
      ['invalid netmask', 'invalid gateway'],
    ],
    ['dhcp as text', { ...DEVICE_CONFIGS.dhcp, mgmt0: { dhcp: 'yes' } }, ['invalid dhcp']],
    ['no mgmt0', { ...DEVICE_CONFIGS.dhcp, mgmt0: undefined }, ['invalid mgmt0']],
    [
      'a blank name and a numeric site',
      { ...DEVICE_CONFIGS.dhcp, shorthand: '  ', site: 7 },
      ['invalid site', 'invalid name'],
    ],
  ])('rejects %s', (_, value, problems) => {
    const reading = decodeDeviceConfig(nodeBase64(value));
    expect(reading.status === 'invalid' && reading.problems).toEqual(problems);
  });

  it('keeps the readable values of an invalid configuration for display', () => {
    const reading = readDeviceConfig(INVALID_DEVICE_CONFIG);
    expect(reading.status === 'invalid' && reading.fields.gateway).toBe('10.99.0.1');
    expect(reading.status === 'invalid' && reading.fields.name).toBe('nwh-bos-s1');
  });
});

describe('netmaskPrefix', () => {
  it.each([
    ['255.255.255.0', 24],
    ['255.255.252.0', 22],
    ['/16', 16],
    ['30', 30],
    ['255.0.0.0', 8],
    ['0.0.0.0', undefined],
    ['255.255.255.255', undefined],
    ['7', undefined],
    ['255.255.0.255', undefined],
  ])('%s → %s', (mask, prefix) => {
    expect(netmaskPrefix(mask)).toBe(prefix);
  });
});

describe('the configuration URL', () => {
  it('is the fixed local address carrying the configuration as base64 JSON', () => {
    const url = new URL(deviceConfigurationUrl(DEVICE_CONFIGS.static));
    expect(`${url.origin}${url.pathname}`).toBe(DEVICE_LOCAL_CONFIG_URL);
    expect(url.searchParams.get('c')).toBe(nodeBase64(DEVICE_CONFIGS.static));
    expect(encodeDeviceConfig(DEVICE_CONFIGS.static)).toBe(nodeBase64(DEVICE_CONFIGS.static));
  });
});
