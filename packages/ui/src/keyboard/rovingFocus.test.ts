import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextEnabledIndex, rovingKey } from './rovingFocus';

describe('rovingKey', () => {
  it.each([
    ['ArrowRight', 'horizontal', 'next'],
    ['ArrowLeft', 'horizontal', 'previous'],
    ['ArrowDown', 'vertical', 'next'],
    ['ArrowUp', 'vertical', 'previous'],
    ['Home', 'horizontal', 'first'],
    ['End', 'vertical', 'last'],
    ['ArrowDown', 'horizontal', undefined],
    ['ArrowRight', 'vertical', undefined],
    ['Enter', 'horizontal', undefined],
  ] as const)('%s (%s) → %s', (key, orientation, move) => {
    expect(rovingKey(key, orientation)).toBe(move);
  });
});

describe('nextEnabledIndex', () => {
  const none = [false, false, false, false];
  it.each([
    [none, 0, 'next', 1],
    [none, 3, 'next', 0],
    [none, 0, 'previous', 3],
    [none, 2, 'first', 0],
    [none, 1, 'last', 3],
    [[false, true, false, false], 0, 'next', 2],
    [[false, true, false, true], 2, 'next', 0],
    [[true, false, false, false], 3, 'first', 1],
    [[false, false, true, true], 0, 'last', 1],
    [[false, true, true, true], 0, 'next', 0],
    [[], 0, 'next', 0],
  ] as const)('%j from %s, %s → %s', (disabled, current, move, expected) => {
    expect(nextEnabledIndex(disabled, current, move)).toBe(expected);
  });

  it('always lands on an enabled item when one exists (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.constantFrom('next', 'previous', 'first', 'last'),
        (disabled, start, move) => {
          const current = start % disabled.length;
          const next = nextEnabledIndex(disabled, current, move);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(disabled.length);
          if (disabled.some((isDisabled) => !isDisabled)) expect(disabled[next]).toBe(false);
        },
      ),
    );
  });
});
