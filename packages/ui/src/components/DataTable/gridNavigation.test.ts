import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPosition, moveInGrid, type GridPosition, type GridShape } from './gridNavigation';

const SHAPE: GridShape = { rows: 101, columns: 8, pageRows: 10 };
const plain = { ctrlKey: false };
const ctrl = { ctrlKey: true };

describe('moveInGrid', () => {
  it.each([
    ['ArrowRight', plain, { row: 3, column: 2 }, { row: 3, column: 3 }],
    ['ArrowRight', plain, { row: 3, column: 7 }, { row: 3, column: 7 }],
    ['ArrowLeft', plain, { row: 3, column: 0 }, { row: 3, column: 0 }],
    ['ArrowDown', plain, { row: 0, column: 4 }, { row: 1, column: 4 }],
    ['ArrowDown', plain, { row: 100, column: 4 }, { row: 100, column: 4 }],
    ['ArrowUp', plain, { row: 1, column: 4 }, { row: 0, column: 4 }],
    ['Home', plain, { row: 5, column: 5 }, { row: 5, column: 0 }],
    ['End', plain, { row: 5, column: 1 }, { row: 5, column: 7 }],
    ['Home', ctrl, { row: 50, column: 5 }, { row: 0, column: 0 }],
    ['End', ctrl, { row: 50, column: 1 }, { row: 100, column: 7 }],
    ['PageDown', plain, { row: 1, column: 2 }, { row: 11, column: 2 }],
    ['PageDown', plain, { row: 95, column: 2 }, { row: 100, column: 2 }],
    ['PageUp', plain, { row: 5, column: 2 }, { row: 0, column: 2 }],
  ] as const)('%s %o from %o → %o', (key, modifiers, from, to) => {
    expect(moveInGrid(key, modifiers, from, SHAPE)).toEqual(to);
  });

  it('ignores other keys', () => {
    expect(moveInGrid('Enter', plain, { row: 1, column: 1 }, SHAPE)).toBeUndefined();
    expect(moveInGrid('a', plain, { row: 1, column: 1 }, SHAPE)).toBeUndefined();
  });

  it('stays on the header row of a table without rows', () => {
    expect(moveInGrid('ArrowDown', plain, { row: 0, column: 1 }, { rows: 1, columns: 3, pageRows: 10 })).toEqual({
      row: 0,
      column: 1,
    });
  });
});

const KEYS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown'] as const;
const shape = fc.record({
  rows: fc.integer({ min: 1, max: 500 }),
  columns: fc.integer({ min: 1, max: 15 }),
  pageRows: fc.integer({ min: 1, max: 40 }),
});
const position = fc.record({ row: fc.integer({ min: -5, max: 600 }), column: fc.integer({ min: -5, max: 20 }) });

function inside({ row, column }: GridPosition, { rows, columns }: GridShape): boolean {
  return row >= 0 && row < rows && column >= 0 && column < columns;
}

describe('moveInGrid (properties)', () => {
  it('always lands inside the grid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), fc.boolean(), position, shape, (key, ctrlKey, from, s) => {
        const next = moveInGrid(key, { ctrlKey }, from, s);
        return next !== undefined && inside(next, s);
      }),
      { numRuns: 2000 },
    );
  });

  it('a step one way and back returns to the start, away from the edges', () => {
    const pairs = [
      ['ArrowDown', 'ArrowUp'],
      ['ArrowRight', 'ArrowLeft'],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...pairs), position, shape, ([there, back], from, s) => {
        const start = clampPosition(from, s);
        const moved = moveInGrid(there, plain, start, s);
        if (moved === undefined || (moved.row === start.row && moved.column === start.column)) return true;
        const returned = moveInGrid(back, plain, moved, s);
        return returned?.row === start.row && returned.column === start.column;
      }),
      { numRuns: 2000 },
    );
  });
});
