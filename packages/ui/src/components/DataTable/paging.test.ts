import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, DEFAULT_PAGE_SIZE, pageBounds, pageCount, pagingText } from './paging';

describe('paging', () => {
  it.each([
    [0, 100, 1],
    [1, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [100_000, 100, 1000],
  ])('%s rows at %s a page → %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [2.7, 2],
    [99, 3],
  ])('page %s of 250 rows clamps to %s', (page, clamped) => {
    expect(clampPage(page, 250, 100)).toBe(clamped);
  });

  it('writes the pager text of portal-core §2', () => {
    expect(pagingText(1, 2600, 100, 'endpoints')).toBe('Showing 1 - 100 of 2,600 endpoints');
    expect(pagingText(26, 2600, 100, 'endpoints')).toBe('Showing 2,501 - 2,600 of 2,600 endpoints');
    expect(pagingText(3, 250, 100, 'endpoints')).toBe('Showing 201 - 250 of 250 endpoints');
    expect(pagingText(1, 0, 100, 'endpoints')).toBe('Showing 0 - 0 of 0 endpoints');
  });

  it('falls back to the default page size for a size that is not a whole positive number', () => {
    expect(pageBounds(2, 1000, 0)).toEqual({ start: DEFAULT_PAGE_SIZE, end: 2 * DEFAULT_PAGE_SIZE });
    expect(pageCount(1000, Number.NaN)).toBe(1000 / DEFAULT_PAGE_SIZE);
  });
});

const RUNS = 1000;
const total = fc.integer({ min: 0, max: 5000 });
const size = fc.integer({ min: 1, max: 300 });
const page = fc.oneof(fc.integer({ min: -5, max: 60 }), fc.constant(Number.NaN));

function numbersIn(text: string): number[] {
  return (text.match(/[\d,]+/g) ?? []).map((part) => Number(part.replaceAll(',', '')));
}

describe('paging (properties)', () => {
  it('the pager text never goes past N, and X ≤ Y', () => {
    fc.assert(
      fc.property(page, total, size, (p, n, s) => {
        const [first = -1, last = -1, of = -1] = numbersIn(pagingText(p, n, s, 'rows'));
        expect(of).toBe(n);
        expect(last).toBeLessThanOrEqual(n);
        expect(first).toBeLessThanOrEqual(last);
        expect(last - first + 1).toBeLessThanOrEqual(n === 0 ? 1 : s);
        if (n > 0) expect(first).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
  });

  it('the pages cover every row exactly once, in order', () => {
    fc.assert(
      fc.property(total, size, (n, s) => {
        const covered: number[] = [];
        for (let p = 1; p <= pageCount(n, s); p += 1) {
          const { start, end } = pageBounds(p, n, s);
          if (end - start > s || (n > 0 && end === start)) return false;
          for (let row = start; row < end; row += 1) covered.push(row);
        }
        return covered.length === n && covered.every((row, position) => row === position);
      }),
      { numRuns: RUNS },
    );
  });

  it('a clamped page is always an existing page', () => {
    fc.assert(
      fc.property(page, total, size, (p, n, s) => {
        const clamped = clampPage(p, n, s);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(pageCount(n, s));
        expect(Number.isInteger(clamped)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
