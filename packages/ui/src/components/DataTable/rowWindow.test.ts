import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowSlotKeys } from './rowSlots';
import { isJump, renderedRows, visibleRows, windowOverscan } from './useRowVirtualizer';

const ROW = 56;
const HEADER = 48;

describe('visibleRows', () => {
  it('shows the first rows at the top, below the sticky header', () => {
    expect(visibleRows(0, HEADER + ROW * 10, ROW, HEADER)).toEqual({ first: 0, last: 9 });
  });

  it('counts rows partly in view at both ends', () => {
    expect(visibleRows(ROW * 2000 + 10, HEADER + ROW * 10, ROW, HEADER)).toEqual({ first: 2000, last: 2010 });
  });

  it('holds every row whose body is in view, and no other (brute-force oracle)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.integer({ min: HEADER + 1, max: 2_000 }), (top, height) => {
        const { first, last } = visibleRows(top, height, ROW, HEADER);
        // In content coordinates, rows show between the header's bottom and the area's bottom.
        const inView = (index: number) =>
          HEADER + (index + 1) * ROW > top + HEADER && HEADER + index * ROW < top + height;
        expect(inView(first)).toBe(true);
        expect(inView(last)).toBe(true);
        expect(first === 0 || !inView(first - 1)).toBe(true);
        expect(inView(last + 1)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('renderedRows', () => {
  it('adds the overscan on both sides, within the rows there are', () => {
    const rows = renderedRows({ first: 0, last: 9 }, 12, ROW, HEADER, 6);
    expect(rows.map((row) => row.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows[1]).toEqual({ index: 1, start: HEADER + ROW, end: HEADER + 2 * ROW });
    expect(renderedRows({ first: 100, last: 109 }, 1000, ROW, HEADER, 6).map((row) => row.index)).toEqual(
      Array.from({ length: 22 }, (_, offset) => 94 + offset),
    );
    expect(renderedRows({ first: 0, last: 9 }, 0, ROW, HEADER, 6)).toEqual([]);
  });

  it('keeps a different number of spare rows above and below (ahead of the scroll and behind it)', () => {
    expect(renderedRows({ first: 100, last: 109 }, 1000, ROW, HEADER, 2, 6).map((row) => row.index)).toEqual(
      Array.from({ length: 18 }, (_, offset) => 98 + offset),
    );
    expect(renderedRows({ first: 100, last: 109 }, 1000, ROW, HEADER, 6, 2).map((row) => row.index)).toEqual(
      Array.from({ length: 18 }, (_, offset) => 94 + offset),
    );
  });
});

describe('windowOverscan', () => {
  // Ten rows fit in view; 6 spare rows ahead of the scroll and 2 behind.
  const spare = { behind: 2, size: 18 };

  it('keeps the window one size: a row fewer ahead of the scroll when eleven rows show in part', () => {
    expect(windowOverscan({ first: 100, last: 109 }, { ...spare, down: true })).toEqual([2, 6]);
    expect(windowOverscan({ first: 100, last: 110 }, { ...spare, down: true })).toEqual([2, 5]);
    expect(windowOverscan({ first: 100, last: 109 }, { ...spare, down: false })).toEqual([6, 2]);
    expect(windowOverscan({ first: 100, last: 110 }, { ...spare, down: false })).toEqual([5, 2]);
  });

  it('lets a scroll that is no jump move DOM rows from one end to the other, never remove or add one (property)', () => {
    const HEIGHT = HEADER + ROW * 10;
    const COUNT = 5_000;
    const windowAt = (top: number, down: boolean) => {
      const view = visibleRows(top, HEIGHT, ROW, HEADER);
      const [above, below] = windowOverscan(view, { ...spare, down });
      return { view, indices: renderedRows(view, COUNT, ROW, HEADER, above, below).map((row) => row.index) };
    };
    fc.assert(
      fc.property(
        fc.integer({ min: ROW * 10, max: ROW * (COUNT - 20) }),
        fc.array(fc.integer({ min: -ROW * 9, max: ROW * 9 }), { minLength: 1, maxLength: 20 }),
        (start, steps) => {
          let top = start;
          let before = windowAt(top, true);
          for (const step of steps) {
            // Away from the ends, where the window is cut short.
            top = Math.min(ROW * (COUNT - 20), Math.max(ROW * 10, top + step));
            const now = windowAt(top, step >= 0);
            if (isJump(before.view, now.view)) continue;
            expect(now.indices).toHaveLength(spare.size);
            // The same DOM rows (keys) before and after: rows staying keep theirs, rows entering take those leaving.
            const keysBefore = rowSlotKeys(before.indices, spare.size, -1, false);
            const keysNow = rowSlotKeys(now.indices, spare.size, -1, false);
            expect([...keysNow].sort()).toEqual([...keysBefore].sort());
            before = now;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isJump', () => {
  it('is a jump when no row stays in view, a scroll otherwise', () => {
    expect(isJump({ first: 0, last: 9 }, { first: 2000, last: 2009 })).toBe(true);
    expect(isJump({ first: 2000, last: 2009 }, { first: 0, last: 9 })).toBe(true);
    expect(isJump({ first: 0, last: 9 }, { first: 10, last: 19 })).toBe(true);
    expect(isJump({ first: 0, last: 9 }, { first: 9, last: 18 })).toBe(false);
    expect(isJump({ first: 5, last: 14 }, { first: 0, last: 9 })).toBe(false);
  });

  it('is a jump exactly when the two views share no row (brute-force oracle)', () => {
    const view = fc
      .tuple(fc.nat({ max: 200 }), fc.nat({ max: 20 }))
      .map(([first, size]) => ({ first, last: first + size }));
    fc.assert(
      fc.property(view, view, (before, now) => {
        let shared = false;
        for (let row = now.first; row <= now.last; row += 1)
          if (row >= before.first && row <= before.last) shared = true;
        expect(isJump(before, now)).toBe(!shared);
      }),
      { numRuns: 500 },
    );
  });
});
