import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowSlotKeys } from './rowSlots';

const range = (first: number, count: number) => Array.from({ length: count }, (_, offset) => first + offset);

describe('rowSlotKeys', () => {
  it('keys a window of rows by slot', () => {
    expect(rowSlotKeys(range(18, 4), 19, -1, false)).toEqual(['slot:18', 'slot:0', 'slot:1', 'slot:2']);
  });

  it('keeps a row in view on its slot when the window scrolls by one row', () => {
    const before = rowSlotKeys(range(100, 19), 19, -1, false);
    const after = rowSlotKeys(range(101, 19), 19, -1, false);
    // Rows 101-118 keep their keys; row 119 takes the slot row 100 left.
    expect(after.slice(0, 18)).toEqual(before.slice(1));
    expect(after[18]).toBe(before[0]);
  });

  it('gives the rows of a jump the slots already rendered', () => {
    const before = new Set(rowSlotKeys(range(0, 19), 19, -1, false));
    for (const key of rowSlotKeys(range(2000, 11), 19, -1, false)) expect(before.has(key)).toBe(true);
  });

  it('keeps the focused row on its slot while it is rendered where it was focused', () => {
    expect(rowSlotKeys(range(40, 19), 19, 45, true)[5]).toBe('slot:7');
  });

  it('gives the focused place another key once another row is there (sorted again, or a row removed)', () => {
    const keys = rowSlotKeys(range(40, 19), 19, 45, false);
    expect(keys[5]).toBe('slot:7:taken');
    expect(keys).not.toContain('slot:7');
  });

  it('gives the slot of a focused row scrolled out of the window another key', () => {
    // Row 45 (slot 7) is focused and out of view; row 2002 (2002 = 105 × 19 + 7) would take slot 7.
    const keys = rowSlotKeys(range(2000, 11), 19, 45, true);
    expect(keys[2]).toBe('slot:7:taken');
    expect(rowSlotKeys(range(0, 19), 19, 45, true)).not.toContain('slot:7');
  });

  it('never gives two rows of a window one key, and never the focused row’s key to another row (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -1, max: 100_050 }),
        fc.boolean(),
        (first, count, slots, focused, there) => {
          const indices = range(first, count);
          const keys = rowSlotKeys(indices, slots, focused, there);
          expect(new Set(keys).size).toBe(keys.length);
          const focusedKey = `slot:${String(focused % Math.max(slots, count))}`;
          if (focused >= 0 && !(there && indices.includes(focused))) expect(keys).not.toContain(focusedKey);
        },
      ),
      { numRuns: 500 },
    );
  });
});
