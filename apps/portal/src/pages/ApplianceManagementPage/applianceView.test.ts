import type { Appliance } from '@portal/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countLabel,
  filterAppliances,
  hasFilters,
  licenceCounters,
  NO_FILTERS,
  platformChoices,
  readFilters,
  versionRows,
} from './applianceView';

const row = (id: string, overrides: Partial<Appliance> = {}): Appliance => ({
  id,
  short_name: `sensor-${id}`,
  serial_number: `AWNV-${id}`,
  product_type: 'vsensor',
  deployment_type: 'mirroring',
  hardware_type: 'vmware',
  model_size: 'awnv200',
  is_vanilla: false,
  state: 'activated',
  ...overrides,
});

const ROWS = [
  row('1'),
  row('2', { hardware_type: 'aws_x', deployment_type: 'internal_tap', state: 'registered' }),
  row('3', { product_type: 'vlc', deployment_type: 'vlc', short_name: 'vlc-hq' }),
  row('4', { is_vanilla: true, hardware_type: 'vanilla', serial_number: 'AWNP-4' }),
];

describe('the two versions', () => {
  it('leaves physical appliances and their platform out of the virtual-only version', () => {
    expect(versionRows(ROWS, { vanilla: false, platformColumn: true }).map(({ id }) => id)).toEqual(['1', '2', '3']);
    expect(versionRows(ROWS, { vanilla: true, platformColumn: true })).toHaveLength(4);
    expect(platformChoices({ vanilla: false, platformColumn: true })).not.toContain('Physical Appliance');
    expect(platformChoices({ vanilla: true, platformColumn: true })).toContain('Physical Appliance');
  });
});

describe('filters from the URL', () => {
  const version = { vanilla: true, platformColumn: true };
  it('reads lists in the choices order and drops unknown values', () => {
    const filters = readFilters(
      { platform: 'AWS,Bogus,VMware ESXi', configuration: 'Scanner', status: 'Activated' },
      version,
    );
    expect(filters).toEqual({
      search: '',
      platforms: ['VMware ESXi', 'AWS'],
      configurations: ['Scanner'],
      status: 'Activated',
    });
  });
  it('ignores the platform filter without platform_column, and an unknown status', () => {
    expect(readFilters({ platform: 'AWS', status: 'Maybe' }, { ...version, platformColumn: false })).toEqual(
      NO_FILTERS,
    );
  });
});

describe('filtering', () => {
  it('searches serial number and short name', () => {
    expect(filterAppliances(ROWS, { ...NO_FILTERS, search: 'awnp' }).map(({ id }) => id)).toEqual(['4']);
    expect(filterAppliances(ROWS, { ...NO_FILTERS, search: 'VLC-h' }).map(({ id }) => id)).toEqual(['3']);
  });
  it('combines platform, configuration and status', () => {
    const filters = { ...NO_FILTERS, platforms: ['AWS', 'VMware ESXi'] as const, status: 'Activated' as const };
    expect(filterAppliances(ROWS, filters).map(({ id }) => id)).toEqual(['2']);
    expect(filterAppliances(ROWS, { ...NO_FILTERS, configurations: ['Virtual Log Collector'] })).toHaveLength(1);
  });
  it('keeps every row without filters, and never adds rows', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    fc.assert(
      fc.property(fc.string(), (search) => {
        const shown = filterAppliances(ROWS, { ...NO_FILTERS, search });
        // Oracle: a row is shown when each word is in its serial or name, written out independently.
        const words = search
          .toLowerCase()
          .split(' ')
          .filter((word) => word.trim() !== '');
        const expected = ROWS.filter((candidate) =>
          words.every((word) =>
            word
              .split(/\s/)
              .filter(Boolean)
              .every((part) => `${candidate.serial_number} ${candidate.short_name}`.toLowerCase().includes(part)),
          ),
        );
        expect(shown).toEqual(expected);
      }),
    );
  });
});

describe('labels and counters', () => {
  it('says Total Sensors unfiltered and Results Displayed filtered', () => {
    expect(countLabel(4, 4, false)).toBe('Total Sensors (4 of 4)');
    expect(countLabel(1, 4, true)).toBe('Results Displayed (1 of 4)');
  });
  it('counts available licences and words the tooltip', () => {
    const counters = licenceCounters({
      awnv100: { quota: 2, used: 2 },
      awnv200: { quota: 5, used: 2 },
      awnv1000: { quota: 1, used: 3 },
      vlc: { quota: 3, used: 3 },
      vanilla: { quota: 2, used: 0 },
    });
    expect(counters.map(({ available, quota, tooltip }) => [available, quota, tooltip])).toEqual([
      [0, 2, 'Purchase required for additional sensors'],
      [3, 5, 'Sensors available to assign'],
      [0, 1, 'Purchase required for additional sensors'],
      [0, 3, 'Request additional sensors'],
    ]);
  });
});
