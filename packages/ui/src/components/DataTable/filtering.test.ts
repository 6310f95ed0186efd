import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOrder, matchesTerms, searchTerms, termsNarrow } from './filtering';
import { naturalOrder } from './sorting';

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Win', ['win']],
    ['  windows   11 ', ['windows', '11']],
  ] as const)('%j → %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });
});

describe('matchesTerms', () => {
  it('needs every term somewhere in the text', () => {
    expect(matchesTerms('nh-lt-00001 dana.reyes windows 11', ['windows', 'dana'])).toBe(true);
    expect(matchesTerms('nh-lt-00001 dana.reyes windows 11', ['windows', 'macos'])).toBe(false);
    expect(matchesTerms('anything', [])).toBe(true);
  });
});

describe('termsNarrow', () => {
  it.each([
    [['w'], ['wi'], true],
    [['windows'], ['windows', '11'], true],
    [['nh', 'srv'], ['nh-srv'], true],
    [['wi'], ['w'], false],
    [['windows', '11'], ['windows'], false],
    [[], ['w'], false],
  ] as const)('%j → %j: %s', (wider, narrower, expected) => {
    expect(termsNarrow(wider, narrower)).toBe(expected);
  });

  it('never says so of a search that keeps a text the wider one drops (matchesTerms as the oracle)', () => {
    const term = fc.stringMatching(/^[ab-]{1,3}$/);
    fc.assert(
      fc.property(
        fc.array(term, { maxLength: 3 }),
        fc.array(term, { maxLength: 3 }),
        fc.array(fc.stringMatching(/^[ab -]{0,10}$/), { maxLength: 30 }),
        (wider, narrower, texts) => {
          if (!termsNarrow(wider, narrower)) return;
          for (const text of texts) if (matchesTerms(text, narrower)) expect(matchesTerms(text, wider)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('filterOrder', () => {
  it('keeps the given order', () => {
    expect(Array.from(filterOrder(Uint32Array.from([3, 0, 2, 1]), (index) => index !== 2))).toEqual([3, 0, 1]);
  });
});

const RUNS = 500;
const texts = fc.array(fc.string({ maxLength: 12 }), { maxLength: 50 });
const query = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', ' ', 'a', 'A b', 'host'));

describe('filtering (properties)', () => {
  it('keeps exactly the matching rows, as a subsequence of the order', () => {
    fc.assert(
      fc.property(texts, query, (rows, q) => {
        const index = rows.map((row) => row.toLowerCase());
        const terms = searchTerms(q);
        const kept = Array.from(filterOrder(naturalOrder(rows.length), (i) => matchesTerms(index[i] ?? '', terms)));
        const expected = rows.map((_, i) => i).filter((i) => terms.every((term) => (index[i] ?? '').includes(term)));
        expect(kept).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('a blank query keeps every row, and another word never adds rows', () => {
    fc.assert(
      fc.property(texts, query, fc.string({ maxLength: 4 }), (rows, q, extra) => {
        const index = rows.map((row) => row.toLowerCase());
        const count = (terms: string[]) => index.filter((text) => matchesTerms(text, terms)).length;
        expect(count(searchTerms(''))).toBe(rows.length);
        expect(count(searchTerms(`${q} ${extra}`))).toBeLessThanOrEqual(count(searchTerms(q)));
      }),
      { numRuns: RUNS },
    );
  });
});
