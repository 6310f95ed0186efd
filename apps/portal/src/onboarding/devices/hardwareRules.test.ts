import type { AvailableHardware, CapabilitySchemaItem, Sensor, Site } from '@portal/api';
import { describe, expect, it } from 'vitest';
import {
  deploymentOptions,
  isGenericSeriesMode,
  modelOptions,
  onlyChoice,
  recommendationInputs,
  recommendationText,
  remainingAllotment,
  seriesOptions,
  visibleCapabilities,
  type ModelChoiceInput,
} from './hardwareRules';

const HARDWARE: AvailableHardware = {
  hardware: [
    { hardware_key: 'small', label: 'Small', hidden: false, supported_configurations: ['mirroring'] },
    { hardware_key: 'large', label: 'Large', hidden: false, supported_configurations: ['mirroring', 'internal_tap'] },
    { hardware_key: 'secret', label: 'Secret', hidden: true, supported_configurations: ['mirroring'] },
    { hardware_key: 'scan', label: 'Scan', hidden: false, supported_configurations: ['scanner'] },
  ],
  sensor: [
    { hardware_key: 'small', allotment_key: 'small' },
    { hardware_key: 'large', allotment_key: 'large' },
    { hardware_key: 'secret', allotment_key: 'large' },
  ],
  scanner: [{ hardware_key: 'scan', allotment_key: 'scan' }],
};

const input = (overrides: Partial<ModelChoiceInput> = {}): ModelChoiceInput => ({
  hardware: HARDWARE,
  kind: 'sensor',
  quantities: { small: 1, large: 2 },
  devices: [{ id: 'a', model: 'small' }],
  editingId: undefined,
  staff: false,
  ...overrides,
});
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('model choices (§6)', () => {
  it('offers customers models with allotment left and not hidden', () => {
    expect(remainingAllotment(input(), 'small')).toBe(0);
    expect(values(modelOptions(input()))).toEqual(['large']);
  });

  it('counts hidden models against their allotment key', () => {
    const used = input({
      devices: [
        { id: 'b', model: 'secret' },
        { id: 'c', model: 'large' },
      ],
    });
    expect(remainingAllotment(used, 'large')).toBe(0);
    expect(values(modelOptions(used))).toEqual(['small']);
  });

  it('offers staff every model, hidden or not, whatever the allotment', () => {
    expect(values(modelOptions(input({ staff: true, quantities: {} })))).toEqual(['small', 'large', 'secret']);
  });

  it('keeps the edited device its own model', () => {
    expect(values(modelOptions(input({ editingId: 'a' })))).toEqual(['small', 'large']);
  });

  it('offers the deployments a model supports and preselects a single one', () => {
    expect(deploymentOptions(HARDWARE, 'large')).toEqual([
      { value: 'mirroring', label: 'SPAN/Mirror' },
      { value: 'internal_tap', label: 'Internal Tap' },
    ]);
    expect(onlyChoice(deploymentOptions(HARDWARE, 'small'))).toBe('mirroring');
    expect(onlyChoice(deploymentOptions(HARDWARE, 'large'))).toBeUndefined();
    expect(deploymentOptions(HARDWARE, undefined)).toEqual([]);
  });
});

const site = (id: string, finalized: boolean) => ({ id, finalized: finalized ? { timestamp: 'x' } : null }) as Site;
const sensor = (location: string, series: string | null) => ({ location_id: location, series }) as Sensor;

describe('generic-series mode (§5)', () => {
  const sites = [site('open', false), site('done', true)];
  it('holds when every sensor at a site not finalized has a series', () => {
    expect(isGenericSeriesMode([sensor('open', 's1g'), sensor('done', null)], sites)).toBe(true);
    expect(isGenericSeriesMode([sensor('open', 's1g'), sensor('open', null)], sites)).toBe(false);
    expect(isGenericSeriesMode([], sites)).toBe(true);
  });

  it('hides hidden series from customers but keeps a saved one', () => {
    const series = [
      { key: 'a', label: 'A', hidden: false },
      { key: 'b', label: 'B', hidden: true },
    ];
    expect(values(seriesOptions(series, false, undefined))).toEqual(['a']);
    expect(values(seriesOptions(series, false, 'b'))).toEqual(['a', 'b']);
    expect(values(seriesOptions(series, true, undefined))).toEqual(['a', 'b']);
  });
});

const capability = (capabilityType: string, required: boolean): CapabilitySchemaItem => ({
  capabilityType,
  label: capabilityType,
  tooltip: null,
  required,
  options: [{ label: 'x', value: 'x' }],
});

describe('recommendation (§4)', () => {
  const schema = [capability('deployment', true), capability('vanilla', false)];
  it('asks once the series and every required capability are answered', () => {
    expect(recommendationInputs(undefined, schema, {})).toBeUndefined();
    expect(recommendationInputs('s1g', schema, {})).toBeUndefined();
    expect(recommendationInputs('s1g', schema, { deployment: 'mirroring' })).toEqual({ deployment: 'mirroring' });
    expect(recommendationInputs('s1g', schema, { deployment: 'mirroring', vanilla: 'true' })).toEqual({
      deployment: 'mirroring',
      vanilla: 'true',
    });
  });

  it("names the first compatible model, 'None found' or 'N/A'", () => {
    expect(recommendationText(HARDWARE, ['large', 'small'])).toBe('Large');
    expect(recommendationText(HARDWARE, [])).toBe('None found');
    expect(recommendationText(HARDWARE, undefined)).toBe('N/A');
  });

  it('shows the customer-configured capability only with the feature', () => {
    expect(visibleCapabilities(schema, false).map((item) => item.capabilityType)).toEqual(['deployment']);
    expect(visibleCapabilities(schema, true)).toHaveLength(2);
  });
});
