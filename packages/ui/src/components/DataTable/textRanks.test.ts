import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankTexts, rankTextsFirst } from './textRanks';

/** The oracle: a stable sort of the positions with plain localeCompare, as a small table would sort. */
function localeOrder(texts: readonly string[]): number[] {
  return texts
    .map((_, index) => index)
    .sort((a, b) => (texts[a] ?? '').localeCompare(texts[b] ?? '', undefined, { numeric: true, sensitivity: 'base' }));
}

/** The positions in rank order, ties in their given order (what the counting sort of sortOrder makes of ranks). */
function rankOrder(texts: readonly string[]): { order: number[]; ranks: Int32Array; distinct: number } {
  const ranks = new Int32Array(texts.length);
  const { distinct } = rankTexts(texts, ranks, 0);
  const order = texts.map((_, index) => index).sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0) || a - b);
  return { order, ranks, distinct };
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }) === 0;

// Hostname-like texts: prefixes, numbers with and without leading zeros, punctuation, case, and some accents.
const piece = fc.oneof(
  fc.constantFrom('NH-', 'nh-', 'LT', 'ws', 'srv', '-', '_', '.', ' ', ':', '/', '(', ')', 'é', 'E', 'ß', 'ss', 'Ö'),
  fc.nat({ max: 20_000 }).map(String),
  fc.nat({ max: 999 }).map((number) => `00${number}`),
  fc.string({ maxLength: 3 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
);
// '' is a missing value, which the table ranks apart (sorting.ts), so it is no text here.
const text = fc
  .array(piece, { minLength: 1, maxLength: 5 })
  .map((pieces) => pieces.join(''))
  .filter((joined) => joined !== '');

describe('rankTexts', () => {
  it('orders naturally, case-insensitively, punctuation before digits before letters', () => {
    const texts = ['host-10', 'Host-9', 'alpha', 'host-1', 'host_2', 'HOST-9', '10.0.0.10', '10.0.0.9'];
    const { order } = rankOrder(texts);
    expect(order.map((index) => texts[index])).toEqual([
      '10.0.0.9',
      '10.0.0.10',
      'alpha',
      'host_2',
      'host-1',
      'Host-9',
      'HOST-9',
      'host-10',
    ]);
  });

  it('gives texts the collator holds equal one rank (case, accents, leading zeros)', () => {
    const { ranks, distinct } = rankOrder(['Ab-01', 'ab-1', 'áb-001', 'ab-2']);
    expect(Array.from(ranks)).toEqual([0, 0, 0, 1]);
    expect(distinct).toBe(2);
  });

  it('adds the offset to the ranks of texts and leaves other values alone', () => {
    const ranks = new Int32Array(5).fill(-1);
    expect(rankTexts([7, 'b', null, 'a', ''], ranks, 5).distinct).toBe(2);
    expect(Array.from(ranks)).toEqual([-1, 6, -1, 5, -1]);
  });

  it('matches a stable localeCompare sort (oracle)', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 120 }), (texts) => {
        expect(rankOrder(texts).order).toEqual(localeOrder(texts));
      }),
      { numRuns: 400 },
    );
  });

  it('ranks equal texts equally and different texts differently', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), (texts) => {
        const { ranks } = rankOrder(texts);
        texts.forEach((a, i) => {
          texts.forEach((b, j) => {
            expect(ranks[i] === ranks[j]).toBe(same(a, b));
          });
        });
      }),
      { numRuns: 300 },
    );
  });

  it('matches the oracle for long columns of hostnames (the bucket passes)', () => {
    const host = fc.tuple(fc.constantFrom('NH-LT-', 'nh-ws-', 'NH-SRV-', '10.0.', ''), fc.nat({ max: 5000 }));
    fc.assert(
      fc.property(
        fc.array(
          host.map(([prefix, number]) => `${prefix}${number}`),
          { minLength: 300, maxLength: 700 },
        ),
        (texts) => {
          expect(rankOrder(texts).order).toEqual(localeOrder(texts));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('matches the oracle for ranges split two weights at a time (thousands of texts)', () => {
    const host = fc.tuple(fc.constantFrom('NH-LT-', 'nh-ws-', 'Srv_', 'a1b2-'), fc.nat({ max: 99_999 }), text);
    fc.assert(
      fc.property(
        fc.array(
          host.map(([prefix, number, tail]) => `${prefix}${number}${tail}`),
          { minLength: 2_100, maxLength: 3_000 },
        ),
        (texts) => {
          expect(rankOrder(texts).order).toEqual(localeOrder(texts));
        },
      ),
      { numRuns: 4 },
    );
  });

  it('gives the order of a column of ASCII texts alone: the stable localeCompare order (oracle)', () => {
    const asciiText = fc
      .array(
        fc.oneof(
          fc.constantFrom('NH-', 'nh-', 'LT', 'ws', '-', '_', '.', ' ', '00'),
          fc.nat({ max: 20_000 }).map(String),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.array(asciiText, { maxLength: 2_500 }), (texts) => {
        const { order } = rankTexts(texts, new Int32Array(texts.length), 0);
        expect(order === undefined ? undefined : Array.from(order)).toEqual(localeOrder(texts));
      }),
      { numRuns: 60 },
    );
  });

  it('puts the values that are no text last in its order, and gives none when a text is beyond ASCII', () => {
    const ranks = new Int32Array(5);
    expect(Array.from(rankTexts(['b', null, 'a', '', 'B'], ranks, 0).order ?? [])).toEqual([2, 0, 4, 1, 3]);
    expect(rankTexts(['b', 'é', 'a', 'c'], ranks, 0).order).toBeUndefined();
  });
});

describe('rankTextsFirst', () => {
  // Many hostnames with shared prefixes: the buckets of several depths stay to sort after the first positions.
  const host = fc
    .tuple(fc.constantFrom('NH-LT-', 'nh-ws-', 'NH-SRV-', '10.0.', 'a'), fc.nat({ max: 99_999 }))
    .map(([prefix, number]) => `${prefix}${String(number)}`);

  it('puts the first positions in their final place at once, and the rest after complete (oracle)', () => {
    const value = fc.oneof({ arbitrary: host, weight: 20 }, fc.constant(null), fc.constant(''));
    fc.assert(
      fc.property(fc.array(value, { minLength: 50, maxLength: 3_000 }), fc.nat({ max: 60 }), (texts, settled) => {
        // The oracle: the texts by localeCompare (stable), then the missing values in their given order.
        const present = texts.flatMap((text, index) => (text === null || text === '' ? [] : [index]));
        const missing = texts.flatMap((text, index) => (text === null || text === '' ? [index] : []));
        const expected = [
          ...localeOrder(present.map((index) => texts[index] ?? '')).map((at) => present[at] ?? -1),
          ...missing,
        ];
        const ranks = new Int32Array(texts.length).fill(-1);
        const first = rankTextsFirst(texts, ranks, settled);
        if ('ranking' in first) {
          // Nothing was left to sort: the whole order at once.
          expect(Array.from(first.ranking.order ?? [])).toEqual(expected);
          return;
        }
        // Every position, the first ones final.
        expect([...first.order].sort((a, b) => a - b)).toEqual(texts.map((_, index) => index));
        expect(Array.from(first.order.subarray(0, settled))).toEqual(expected.slice(0, settled));
        const { order, distinct } = first.complete();
        expect(Array.from(order ?? [])).toEqual(expected);
        const full = new Int32Array(texts.length).fill(-1);
        expect(distinct).toBe(rankTexts(texts, full, 0).distinct);
        expect(Array.from(ranks)).toEqual(Array.from(full));
      }),
      { numRuns: 40 },
    );
  });

  it('leaves the rest of 2,000 hostnames to sort when the first 20 are in place', () => {
    const texts = Array.from(
      { length: 2_000 },
      (_, index) => `NH-WS-${String((index * 7919) % 2_000).padStart(5, '0')}`,
    );
    const first = rankTextsFirst(texts, new Int32Array(texts.length), 20);
    if ('ranking' in first) throw new Error('ranked at once');
    expect(Array.from(first.order.subarray(0, 3), (index) => texts[index])).toEqual([
      'NH-WS-00000',
      'NH-WS-00001',
      'NH-WS-00002',
    ]);
    expect(Array.from(first.complete().order ?? []).map((index) => texts[index])).toEqual(
      Array.from({ length: 2_000 }, (_, number) => `NH-WS-${String(number).padStart(5, '0')}`),
    );
  });

  it('ranks a column with a text beyond ASCII at once, as rankTexts does', () => {
    const texts = Array.from({ length: 400 }, (_, index) => (index === 7 ? 'Ökonomie' : `host-${String(index)}`));
    const first = rankTextsFirst(texts, new Int32Array(texts.length), 10);
    expect('ranking' in first && first.ranking.distinct).toBe(400);
  });
});
