import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, nextEnabledIndex, toggleValue, type FieldOption } from './options';

const options: FieldOption[] = [
  { value: 'a', label: 'Alice Smith' },
  { value: 'b', label: 'Bob Jones', disabled: true },
  { value: 'c', label: 'Carol Smith' },
];

describe('options', () => {
  it('filters by label, ignoring case and spaces', () => {
    expect(filterOptions(options, ' smith ').map((option) => option.value)).toEqual(['a', 'c']);
    expect(filterOptions(options, '')).toHaveLength(3);
    expect(filterOptions(options, 'zed')).toEqual([]);
  });

  it('toggles values and keeps the options order', () => {
    expect(toggleValue(['c'], 'a', options)).toEqual(['a', 'c']);
    expect(toggleValue(['a', 'c'], 'a', options)).toEqual(['c']);
  });

  it('skips disabled options and wraps', () => {
    expect(nextEnabledIndex(options, 0, 1)).toBe(2);
    expect(nextEnabledIndex(options, 2, 1)).toBe(0);
    expect(nextEnabledIndex(options, 0, -1)).toBe(2);
    expect(nextEnabledIndex(options, -1, 1)).toBe(0);
    expect(nextEnabledIndex([{ value: 'x', label: 'X', disabled: true }], 0, 1)).toBe(-1);
    expect(nextEnabledIndex([], -1, 1)).toBe(-1);
  });

  it('toggling twice gives the list back (property)', () => {
    const values = ['a', 'b', 'c'];
    fc.assert(
      fc.property(fc.subarray(values), fc.constantFrom(...values), (selected, value) => {
        expect(toggleValue(toggleValue(selected, value, options), value, options)).toEqual(selected);
      }),
      { numRuns: 200 },
    );
  });
});
