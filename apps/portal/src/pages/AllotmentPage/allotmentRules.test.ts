import { describe, expect, it } from 'vitest';
import { allotmentChoices, quantityError } from './allotmentRules';

const hw = (hardware_key: string, label: string) => ({
  hardware_key,
  label,
  hidden: false,
  supported_configurations: [],
});

describe('allotmentChoices', () => {
  it('offers each allotment key once, named by its label, hidden models counting against another left out', () => {
    const choices = allotmentChoices({
      hardware: [hw('s1', 'Sensor one'), hw('s2', 'Sensor two (big)'), hw('c1', 'Scanner one')],
      sensor: [
        { hardware_key: 's1', allotment_key: 's1' },
        { hardware_key: 's2', allotment_key: 's1' },
      ],
      scanner: [{ hardware_key: 'c1', allotment_key: 'c1' }],
    });
    expect(choices).toEqual([
      { value: 's1', label: 'Sensor one' },
      { value: 'c1', label: 'Scanner one' },
    ]);
  });
});

describe('quantityError', () => {
  it.each([0, 1, 250])('accepts %d', (value) => expect(quantityError(value)).toBeUndefined());
  it.each([undefined, -1, 1.5, Number.NaN])('rejects %s', (value) =>
    expect(quantityError(value)).toBe('Enter a whole number, 0 or more'),
  );
});
