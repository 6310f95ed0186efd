import { characterBits, startKey, startMatches, textStart, type StartKey } from './textKeys';

/**
 * A row's searchable text in two parts: `shared` holds values many rows have in common (an operating system, a
 * version, a user name), one per field position; `own` the text only this row has (a hostname, its addresses), one
 * line per field. A search term holds no whitespace, so it never spans two fields: a row holds a term when its own
 * text or one of its shared values contains it.
 */
export interface SearchFields {
  shared: readonly (string | null)[];
  own: string;
}

/** One shared field position: its distinct lower-cased values, and each row's value as a position among them. */
interface SharedField {
  values: string[];
  codes: Uint32Array;
}

/**
 * The lower-cased search text of every row, built once per rows array. A shared value is kept once, with a code per
 * row: a keystroke tests each distinct value once (8 operating systems, not 100,000 rows) and then reads a row's
 * answer from a typed array, and only the row's own text is searched row by row. Measured on 100,000 endpoints,
 * where a whole row's text was 172 characters and its own text is about half that: see searchIndexMatcher.
 */
export interface SearchIndex {
  readonly own: readonly string[];
  /** The characters of each row's own text (see characterBits). */
  readonly ownCharacters: Int32Array;
  /** The start of each row's own text: two words a row, and its length (see textStart). */
  readonly ownStarts: Int32Array;
  readonly ownStartLengths: Uint8Array;
  readonly shared: readonly SharedField[];
}

/** A shared field's answer for one term: which of its values contain it, read through the rows' codes. */
interface FieldHits {
  codes: Uint32Array;
  hits: Uint8Array;
}

interface TermTest {
  term: string;
  characters: number;
  start: StartKey;
  fields: FieldHits[];
}

/**
 * Each term with its characters and the shared fields that hold it somewhere (a term in none reads only the own
 * text).
 */
function termTests(index: SearchIndex, terms: readonly string[]): TermTest[] {
  return terms.map((term) => ({
    term,
    characters: characterBits(term),
    start: startKey(term),
    fields: index.shared
      .map(({ values, codes }): FieldHits => ({
        codes,
        hits: Uint8Array.from(values, (value) => +value.includes(term)),
      }))
      .filter(({ hits }) => hits.includes(1)),
  }));
}

/**
 * Whether the row at an index holds every term (no terms: every row does). Each term is tested once against each
 * distinct shared value here; fields none of whose values hold it are left out, so a term only in hostnames reads
 * nothing but the own text.
 */
export function searchIndexMatcher(index: SearchIndex, terms: readonly string[]): (row: number) => boolean {
  const tests = termTests(index, terms);
  return (row) => {
    terms: for (const test of tests) {
      for (const { codes, hits } of test.fields) if (hits[codes[row] ?? 0] === 1) continue terms;
      if (!ownHolds(index, test, row)) return false;
    }
    return true;
  };
}

/**
 * Whether a row's own text holds the term: settled by the text's start (a hostname typed from its first letter) or its
 * characters where they can, by an `includes` where they cannot (see textKeys.ts).
 */
function ownHolds(index: SearchIndex, { term, characters, start }: TermTest, row: number): boolean {
  const textStart = {
    first: index.ownStarts[2 * row] ?? 0,
    second: index.ownStarts[2 * row + 1] ?? 0,
    length: index.ownStartLengths[row] ?? 0,
  };
  return (
    startMatches(start, textStart) ||
    (((index.ownCharacters[row] ?? 0) & characters) === characters && (index.own[row] ?? '').includes(term))
  );
}

/**
 * The rows among `rows` whose own text or a shared value holds the term, in their order; `rows` itself if all do.
 * Everything is inlined in one loop over typed arrays: the loop runs once per keystroke, mostly before the JIT has
 * optimised it, where each call per row costs as much as the test (20-30 ns).
 */
function keepHolding(rows: Uint32Array, index: SearchIndex, test: TermTest): Uint32Array {
  const { own, ownCharacters, ownStarts, ownStartLengths } = index;
  const { term, characters, start, fields } = test;
  const { exact, needed, first, second, firstMask, secondMask } = start;
  // ownHolds and startMatches written out, no call per row. The first shared field inline, any others in an inner
  // loop (a term in two is rare: 'n' in names and OSs).
  const onlyCodes = fields[0]?.codes ?? EMPTY_CODES;
  const onlyHits = fields[0]?.hits ?? EMPTY_HITS;
  const others = fields.slice(1);
  const kept = new Uint32Array(rows.length);
  let count = 0;
  rows: for (let position = 0; position < rows.length; position += 1) {
    const row = rows[position] ?? 0;
    if (
      onlyHits[onlyCodes[row] ?? 0] === 1 ||
      (exact &&
        (ownStartLengths[row] ?? 0) >= needed &&
        ((ownStarts[2 * row] ?? 0) & firstMask) === first &&
        ((ownStarts[2 * row + 1] ?? 0) & secondMask) === second)
    ) {
      kept[count++] = row;
      continue;
    }
    for (let field = 0; field < others.length; field += 1) {
      const other = others[field];
      if (other !== undefined && other.hits[other.codes[row] ?? 0] === 1) {
        kept[count++] = row;
        continue rows;
      }
    }
    if (((ownCharacters[row] ?? 0) & characters) === characters && (own[row] ?? '').includes(term)) kept[count++] = row;
  }
  return count === rows.length ? rows : kept.subarray(0, count);
}

/** No shared field: a code and a hit that never says yes. */
const EMPTY_CODES = new Uint32Array(0);
const EMPTY_HITS = new Uint8Array(0);

/**
 * The rows among the given ones that hold every term, in their order: searchIndexMatcher for many rows at once, in one
 * loop per term rather than a call per row (on 100,000 endpoints in Chromium, a keystroke narrowing 56,000 rows that
 * all match by their OS took 1.6-4.7 ms through calls per row). Answers the given array itself when every row holds
 * every term, so a caller can see at once that nothing changed.
 */
export function searchIndexFilter(index: SearchIndex, terms: readonly string[]): (rows: Uint32Array) => Uint32Array {
  const tests = termTests(index, terms);
  return (rows) => tests.reduce((kept, test) => keepHolding(kept, index, test), rows);
}

const NO_FIELDS: SearchFields = { shared: [], own: '' };

/** Rows indexed between two looks at the clock. */
const ROWS_PER_CHECK = 500;

export interface SearchIndexBuilder {
  /** Indexes further rows while `more()` says so (asked every few hundred rows); answers whether every row is in. */
  extend(more: () => boolean): boolean;
  /** The whole index when every row is in, else undefined (nothing is indexed on the spot). */
  whole(): SearchIndex | undefined;
  /** Indexes the rows still left, and answers the whole index. */
  complete(): SearchIndex;
}

/** A shared field being built: its values so far, by the raw value (lower-cased only when first seen). */
function sharedFieldBuilder(rowCount: number) {
  const field: SharedField = { values: [], codes: new Uint32Array(rowCount) };
  const positions = new Map<string, number>();
  return {
    field,
    add(row: number, value: string | null) {
      const raw = value ?? '';
      let position = positions.get(raw);
      if (position === undefined) {
        position = field.values.length;
        positions.set(raw, position);
        field.values.push(raw.toLowerCase());
      }
      field.codes[row] = position;
    },
  };
}

/**
 * The search index a part at a time, for a large table that builds it while the browser is idle: each idle period
 * adds rows until its deadline, so no single task holds the main thread for the whole table.
 */
export function createSearchIndexBuilder<Row>(
  rows: readonly Row[],
  searchFields: (row: Row) => SearchFields,
): SearchIndexBuilder {
  const own: string[] = [];
  const ownCharacters = new Int32Array(rows.length);
  const ownStarts = new Int32Array(2 * rows.length);
  const ownStartLengths = new Uint8Array(rows.length);
  const sharedBuilders: ReturnType<typeof sharedFieldBuilder>[] = [];
  const extend = (more: () => boolean) => {
    while (own.length < rows.length) {
      const end = Math.min(rows.length, own.length + ROWS_PER_CHECK);
      for (let position = own.length; position < end; position += 1) {
        const row = rows[position];
        const { shared, own: text } = row === undefined ? NO_FIELDS : searchFields(row);
        for (let field = 0; field < shared.length; field += 1) {
          let builder = sharedBuilders[field];
          if (builder === undefined) {
            // Value 0 is '': the code of the rows before a position first seen late, and of rows without it.
            builder = sharedFieldBuilder(rows.length);
            builder.add(0, '');
            sharedBuilders[field] = builder;
          }
          builder.add(position, shared[field] ?? null);
        }
        const lower = text.toLowerCase();
        ownCharacters[position] = characterBits(lower);
        const start = textStart(lower);
        ownStarts[2 * position] = start.first;
        ownStarts[2 * position + 1] = start.second;
        ownStartLengths[position] = start.length;
        own.push(lower);
      }
      if (!more()) break;
    }
    return own.length === rows.length;
  };
  // One object once complete: callers compare indexes by identity.
  let built: SearchIndex | undefined;
  const finished = () =>
    (built ??= {
      own,
      ownCharacters,
      ownStarts,
      ownStartLengths,
      shared: sharedBuilders.map((builder) => builder.field),
    });
  return {
    extend,
    whole: () => (own.length < rows.length ? undefined : finished()),
    complete: () => {
      extend(() => true);
      return finished();
    },
  };
}

/** The whole search index of the rows at once. */
export function buildSearchIndex<Row>(rows: readonly Row[], searchFields: (row: Row) => SearchFields): SearchIndex {
  return createSearchIndexBuilder(rows, searchFields).complete();
}
