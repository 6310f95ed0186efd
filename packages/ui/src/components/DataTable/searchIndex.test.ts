import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesTerms, searchTerms } from './filtering';
import {
  buildSearchIndex,
  createSearchIndexBuilder,
  searchIndexFilter,
  searchIndexMatcher,
  type SearchFields,
} from './searchIndex';

// Few letters, so shared values repeat across rows and terms often hit; upper case and line breaks included.
const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', '1', '-', '\n', 'Σ', 'İ'), maxLength: 5 });
const fields: fc.Arbitrary<SearchFields> = fc.record({
  shared: fc.array(fc.option(text, { nil: null }), { maxLength: 3 }),
  own: text,
});
const query = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', 'C', '1', '-', ' ', 'σ', 'ς'), maxLength: 5 }),
  fc.constant(''),
);

const fields0: SearchFields = { shared: [], own: '' };

/** The oracle: every field as one line of one lower-cased text, searched with a plain `includes` per term. */
function wholeText({ shared, own }: SearchFields): string {
  return [own, ...shared.map((value) => value ?? '')].join('\n').toLowerCase();
}

describe('searchIndexMatcher', () => {
  it('matches exactly the rows whose whole lower-cased text holds every term (property)', () => {
    fc.assert(
      fc.property(fc.array(fields, { maxLength: 40 }), query, (rows, q) => {
        const terms = searchTerms(q);
        const holds = searchIndexMatcher(
          buildSearchIndex(rows, (row) => row),
          terms,
        );
        expect(rows.map((_, index) => holds(index))).toEqual(rows.map((row) => matchesTerms(wholeText(row), terms)));
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a term in a shared value or in the own text, and not across two fields', () => {
    const rows: SearchFields[] = [
      { shared: ['Windows 11', 'x86_64'], own: 'NH-WS-00001\n10.0.0.1' },
      { shared: ['Ubuntu 22.04', 'x86_64'], own: 'NH-LNX-00002\n10.0.0.2' },
      { shared: ['Windows 11'], own: 'nh-ws-00003' },
    ];
    const matching = (q: string) => {
      const holds = searchIndexMatcher(
        buildSearchIndex(rows, (row) => row),
        searchTerms(q),
      );
      return rows.flatMap((_, index) => (holds(index) ? [index] : []));
    };
    expect(matching('windows')).toEqual([0, 2]);
    expect(matching('x86 lnx')).toEqual([1]);
    expect(matching('nh-ws 11')).toEqual([0, 2]);
    expect(matching('00001')).toEqual([0]);
    expect(matching('11x86')).toEqual([]);
    expect(matching('')).toEqual([0, 1, 2]);
  });
});

describe('searchIndexFilter', () => {
  it('keeps, of any rows in any order, exactly those whose whole text holds every term, in order (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(fields, { minLength: 1, maxLength: 40 })
          .chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows.map((_, index) => index)))),
        query,
        ([rows, chosen], q) => {
          const terms = searchTerms(q);
          const given = Uint32Array.from(chosen);
          const kept = searchIndexFilter(
            buildSearchIndex(rows, (row) => row),
            terms,
          )(given);
          const expected = chosen.filter((index) => matchesTerms(wholeText(rows[index] ?? fields0), terms));
          expect(Array.from(kept)).toEqual(expected);
          // Every row kept: the array given, itself.
          if (expected.length === chosen.length) expect(kept).toBe(given);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('createSearchIndexBuilder', () => {
  it('builds an index that answers the same over any number of parts', () => {
    fc.assert(
      fc.property(
        fc.array(fields, { maxLength: 1500 }),
        fc.array(fc.nat({ max: 3 }), { maxLength: 6 }),
        query,
        (rows, parts, q) => {
          const builder = createSearchIndexBuilder(rows, (row) => row);
          for (const checks of parts) {
            let left = checks;
            builder.extend(() => (left -= 1) >= 0);
          }
          builder.extend(() => true);
          const index = builder.whole();
          expect(index).toBeDefined();
          const terms = searchTerms(q);
          const holds = index ? searchIndexMatcher(index, terms) : () => false;
          expect(rows.map((_, position) => holds(position))).toEqual(
            rows.map((row) => matchesTerms(wholeText(row), terms)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops when asked, a few hundred rows at a time, and says when every row is in', () => {
    const rows = Array.from({ length: 1200 }, (_, index) => `Row ${index}`);
    const byText = (row: string): SearchFields => ({ shared: ['Shared'], own: row });
    const builder = createSearchIndexBuilder(rows, byText);
    expect(createSearchIndexBuilder(rows, byText).complete().own[1199]).toBe('row 1199');
    expect(builder.extend(() => false)).toBe(false);
    expect(builder.whole()).toBeUndefined();
    expect(builder.extend(() => true)).toBe(true);
    expect(builder.whole()?.own[1199]).toBe('row 1199');
    expect(builder.whole()?.own).toHaveLength(1200);
    // One shared value for every row, kept once ('' stands for rows without one).
    expect(builder.whole()?.shared[0]?.values).toEqual(['', 'shared']);
    expect(builder.complete()).toBe(builder.whole());
  });
});
