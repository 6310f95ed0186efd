import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Json, encodeBase64Json, DEVICE_CONFIG_MAX_LENGTH } from './base64Json';
import { decodeDeviceConfig, encodeDeviceConfig, type DeviceConfig } from './deviceConfig';

/**
 * Whatever arrives in `c`, reading it never throws and answers one of the three readings. Run counts are fixed so
 * the report can quote them.
 */
const RUNS = 2000;
const STATUSES = ['none', 'invalid', 'valid'];
const nodeBase64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const rawBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const readsSafely = (parameter: string) => {
  const reading = decodeDeviceConfig(parameter);
  expect(STATUSES).toContain(reading.status);
};

const wrongValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything()),
  fc.dictionary(fc.string(), fc.anything()),
);

/** Configurations with any field swapped for a value of any type, or left out. */
const shapedConfig = fc.record(
  {
    shorthand: fc.oneof(fc.string({ unit: 'grapheme' }), wrongValue),
    site: fc.oneof(fc.string({ unit: 'grapheme' }), wrongValue),
    model: fc.oneof(fc.string(), wrongValue),
    deployment_type: fc.oneof(fc.string(), wrongValue),
    mgmt0: fc.oneof(
      fc.record(
        {
          dhcp: fc.oneof(fc.boolean(), wrongValue),
          ip: fc.oneof(fc.ipV4(), wrongValue),
          netmask: fc.oneof(fc.ipV4(), fc.integer({ min: 0, max: 40 }).map(String), wrongValue),
          gateway: fc.oneof(fc.ipV4(), wrongValue),
          dns_nameservers: fc.oneof(fc.array(fc.ipV4()), wrongValue),
        },
        { requiredKeys: [] },
      ),
      wrongValue,
    ),
  },
  { requiredKeys: [] },
);

const validConfig: fc.Arbitrary<DeviceConfig> = fc
  .record({
    shorthand: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
    site: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
    model: fc.constantFrom('sensor500', 'sensor1000', 'scanner200'),
    deployment_type: fc.constantFrom('SPAN/mirror', 'inline tap'),
    mgmt0: fc.oneof(
      fc.constant({ dhcp: true as const }),
      fc.integer({ min: 1, max: 250 }).map((host) => ({
        dhcp: false as const,
        ip: `10.1.2.${host}`,
        netmask: '255.255.255.0',
        gateway: `10.1.2.${host + 1}`,
        dns_nameservers: ['10.1.0.53'],
      })),
    ),
  })
  .map((config) => ({ ...config, shorthand: config.shorthand.trim(), site: config.site.trim() }));

describe('decoding never throws', () => {
  it('on any text (malformed base64)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), readsSafely), { numRuns: RUNS });
  });

  it('on base64 of any text that is not JSON, or not UTF-8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => readsSafely(rawBase64(text))),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => readsSafely(Buffer.from(bytes).toString('base64'))),
      { numRuns: RUNS },
    );
  });

  it('on any JSON value, and on configurations with wrong types', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => readsSafely(nodeBase64(value))),
      { numRuns: RUNS },
    );
    fc.assert(
      fc.property(shapedConfig, (value) => readsSafely(nodeBase64(value))),
      { numRuns: RUNS },
    );
  });

  it('on huge input, which it does not read', () => {
    fc.assert(
      fc.property(fc.integer({ min: DEVICE_CONFIG_MAX_LENGTH + 1, max: 2_000_000 }), (length) => {
        expect(decodeDeviceConfig('A'.repeat(length))).toEqual({ status: 'none' });
      }),
      { numRuns: 50 },
    );
    const hugeName = {
      shorthand: 'x'.repeat(100_000),
      site: 's',
      model: 'm',
      deployment_type: 'd',
      mgmt0: { dhcp: true },
    };
    expect(decodeDeviceConfig(nodeBase64(hugeName))).toEqual({ status: 'none' });
  });
});

describe('round trip', () => {
  it('encodes like Node’s Buffer (an independent oracle), unicode included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(encodeBase64Json(value)).toBe(nodeBase64(value));
        expect(decodeBase64Json(encodeBase64Json(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: RUNS },
    );
  });

  it('reads back every valid configuration it encodes', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        expect(decodeDeviceConfig(encodeDeviceConfig(config))).toMatchObject({ status: 'valid', config });
      }),
      { numRuns: RUNS },
    );
  });
});
