/**
 * Locale-aware ranking of many texts (100,000 hostnames) without a collator call per comparison.
 *
 * The order is the collator's: `new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })`, so case and
 * accents do not separate values, punctuation sorts before digits before letters, and digit runs compare by their
 * value ('host-9' before 'host-10'). A collator comparison per pair is slow (a sort makes ~1.7 million of them), and
 * JavaScript has no collation keys, so for texts made only of ASCII we build the keys ourselves: each character
 * becomes its primary weight, read once from the collator itself (so the table follows the browser's ICU), and each
 * digit run becomes a digit mark, its length without leading zeros, and its digits. The keys go into one flat
 * Uint16Array and are sorted by a multikey quicksort: no string is built and no comparison goes through a function.
 * The few texts with other characters are sorted by the collator and merged in. Property tests check the result
 * against a plain `localeCompare` sort.
 */

import { atLeast, END, radixSort, sameKey, scratch, sortRanges, type FlatKeys } from './keyRadixSort';

// Made on first use: a collator costs milliseconds of ICU set-up, which a page loading this module without sorting
// texts (a small table) should not pay while it loads.
let textCollator: Intl.Collator | undefined;
const collator = () => (textCollator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

const ASCII = 128;

interface WeightTable {
  /** The primary weight of each ASCII code; 0 for a character the collator ignores; digits read DIGIT. */
  weights: Uint16Array;
  digit: number;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Reads the collator's order of the ASCII characters, once; characters it holds equal share a weight. */
function buildWeights(): WeightTable {
  const weights = new Uint16Array(ASCII);
  const shown: string[] = [];
  for (let code = 0; code < ASCII; code += 1) {
    const character = String.fromCharCode(code);
    if (isDigitCode(code) && code !== 48) continue;
    // A character the collator skips (most control characters) gets no weight and is skipped in keys too.
    if (collator().compare(`a${character}b`, 'ab') !== 0) shown.push(character);
  }
  const { compare } = collator();
  shown.sort(compare);
  let weight = END;
  shown.forEach((character, position) => {
    const previous = shown[position - 1];
    if (previous === undefined || compare(previous, character) !== 0) weight += 1;
    weights[character.charCodeAt(0)] = weight;
  });
  const digit = weights[48] ?? 1;
  for (let code = 49; code <= 57; code += 1) weights[code] = digit;
  return { weights, digit };
}

let table: WeightTable | undefined;

/**
 * Writes the key of a text at `at` and returns where it ends, or -1 for a text with a character beyond ASCII (the
 * collator sorts those). `codes` must have room for three codes a character (a one-digit run takes three).
 */
function writeKey(text: string, { weights, digit }: WeightTable, codes: Uint16Array, at: number): number {
  let out = at;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code >= ASCII) return -1;
    if (!isDigitCode(code)) {
      const weight = weights[code] ?? END;
      if (weight !== END) codes[out++] = weight;
      index += 1;
      continue;
    }
    // A digit run: its value decides, so leading zeros do not count and a longer number is the larger one.
    let end = index;
    while (end < text.length && isDigitCode(text.charCodeAt(end))) end += 1;
    let start = index;
    while (start < end && text.charCodeAt(start) === 48) start += 1;
    codes[out++] = digit;
    codes[out++] = end - start + 1;
    for (let position = start; position < end; position += 1) codes[out++] = text.charCodeAt(position) - 47;
    index = end;
  }
  return out;
}

/** A column's values: only texts other than '' are ranked (numbers and missing values are someone else's). */
export type RankedValues = readonly (string | number | null | undefined)[];

function textOf(value: string | number | null | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** Builds the keys of the ASCII texts; returns them and the indices of the other texts. */
function buildKeys(texts: RankedValues): { keys: FlatKeys; ascii: Int32Array; other: number[] } {
  table ??= buildWeights();
  // Room for most keys at once (a digit run adds two codes); grown in the rare case it runs out.
  let length = 0;
  for (const text of texts) length += textOf(text).length;
  let codes = (scratch.codes = atLeast(scratch.codes, length + (length >>> 1) + 16, (size) => new Uint16Array(size)));
  const starts = (scratch.starts = atLeast(scratch.starts, texts.length, (size) => new Uint32Array(size)));
  const ends = (scratch.ends = atLeast(scratch.ends, texts.length, (size) => new Uint32Array(size)));
  const ascii = (scratch.order = atLeast(scratch.order, texts.length, (size) => new Int32Array(size)));
  const other: number[] = [];
  let count = 0;
  let at = 0;
  let alphabet = table.weights.reduce((max, weight) => Math.max(max, weight), 11) + 1;
  for (let index = 0; index < texts.length; index += 1) {
    const text = textOf(texts[index]);
    if (text === '') continue;
    if (codes.length - at < text.length * 3) {
      const grown = new Uint16Array(Math.max(codes.length * 2, at + text.length * 3));
      grown.set(codes);
      codes = scratch.codes = grown;
    }
    const end = writeKey(text, table, codes, at);
    if (end < 0) {
      other.push(index);
      continue;
    }
    starts[index] = at;
    ends[index] = end;
    ascii[count++] = index;
    // Digit-run lengths are the only codes that can pass the characters' weights.
    if (text.length + 2 > alphabet)
      for (let p = at; p < end; p += 1) alphabet = Math.max(alphabet, (codes[p] ?? 0) + 1);
    at = end;
  }
  return { keys: { codes, starts, ends, alphabet }, ascii: ascii.subarray(0, count), other };
}

export interface TextRanking {
  /** The number of distinct texts. */
  distinct: number;
  /**
   * Every position: the texts in rank order (equal texts in their given order), then the other values ('' and
   * values that are no text) in their given order. Given when every text was ASCII: the sort that ranked them gives
   * it for the price of a copy, and for a column of texts and missing values it is the ascending order the table
   * would otherwise work out from the ranks (sorting.ts).
   */
  order?: Uint32Array;
}

/**
 * Ranks the texts among `values` in the collator's order: ranks[i] = offset + the rank of values[i] among the
 * distinct texts (equal texts share one); other values' ranks are left alone.
 */
export function rankTexts(texts: RankedValues, ranks: Int32Array, offset: number): TextRanking {
  return rankBuilt(texts, buildKeys(texts), ranks, offset);
}

/** Ranks ASCII texts whose keys are sorted: equal neighbours share a rank. Answers the number of distinct texts. */
function rankSorted(keys: FlatKeys, asciiOrder: Int32Array, ranks: Int32Array, offset: number): number {
  let rank = offset - 1;
  let previous = -1;
  for (const index of asciiOrder) {
    if (previous < 0 || !sameKey(keys, previous, index)) rank += 1;
    ranks[index] = rank;
    previous = index;
  }
  return rank + 1 - offset;
}

/** The order of the ranked texts, then the positions of the other values in their given order. */
function withOthersLast(asciiOrder: Int32Array, texts: RankedValues): Uint32Array {
  const order = new Uint32Array(texts.length);
  order.set(asciiOrder);
  let at = asciiOrder.length;
  for (let index = 0; at < texts.length && index < texts.length; index += 1)
    if (textOf(texts[index]) === '') order[at++] = index;
  return order;
}

/** A column of texts ranked in two steps (rankTextsFirst): done at once, or its first positions sorted. */
export type FirstTextRanking =
  | { ranking: TextRanking }
  | {
      /**
       * Every position as in TextRanking's order, those before `settled` in their final place, the texts after them
       * grouped by their first weights.
       */
      order: Uint32Array;
      /** Sorts the rest and ranks every text: what rankTexts answers. */
      complete: () => TextRanking;
    };

/**
 * rankTexts (offset 0) in two steps for a column whose texts are all ASCII: sorts only until the first `settled`
 * positions of the order are final, so a table can paint its first rows before the rest are sorted. The keys stay
 * in the buffers every ranking shares until `complete` runs: call it before ranking anything else.
 */
export function rankTextsFirst(texts: RankedValues, ranks: Int32Array, settled: number): FirstTextRanking {
  const built = buildKeys(texts);
  const { keys, ascii: asciiOrder, other } = built;
  if (other.length > 0) return { ranking: rankBuilt(texts, built, ranks, 0) };
  const pending = sortRanges(keys, asciiOrder, [0, asciiOrder.length, 0], settled);
  const complete = (): TextRanking => {
    sortRanges(keys, asciiOrder, pending, asciiOrder.length);
    return { distinct: rankSorted(keys, asciiOrder, ranks, 0), order: withOthersLast(asciiOrder, texts) };
  };
  // A copy: the sort goes on in a buffer the next ranking reuses.
  return pending.length === 0 ? { ranking: complete() } : { order: withOthersLast(asciiOrder, texts), complete };
}

function rankBuilt(
  texts: RankedValues,
  { keys, ascii: asciiOrder, other }: ReturnType<typeof buildKeys>,
  ranks: Int32Array,
  offset: number,
): TextRanking {
  // Stable: keys in their given order to start with, and neither its buckets nor its insertion sort reorder equals.
  radixSort(keys, asciiOrder);
  const { compare } = collator();
  const compareOther = (a: number, b: number) => compare(textOf(texts[a]), textOf(texts[b]));
  other.sort(compareOther);

  if (other.length === 0) {
    // Only ASCII texts (the usual case). The order is a copy: the sort works in a buffer the next ranking reuses.
    return { distinct: rankSorted(keys, asciiOrder, ranks, offset), order: withOthersLast(asciiOrder, texts) };
  }
  let rank = offset - 1;
  // Merge the two sorted lists, giving equal neighbours the same rank.
  let previous = -1;
  let previousAscii = false;
  let a = 0;
  let b = 0;
  while (a < asciiOrder.length || b < other.length) {
    const nextAscii = asciiOrder[a];
    const nextOther = other[b];
    const takeAscii = nextOther === undefined || (nextAscii !== undefined && compareOther(nextAscii, nextOther) <= 0);
    const index = takeAscii ? (nextAscii ?? 0) : nextOther;
    if (takeAscii) a += 1;
    else b += 1;
    const same =
      previous >= 0 &&
      (takeAscii && previousAscii ? sameKey(keys, previous, index) : compareOther(previous, index) === 0);
    if (!same) rank += 1;
    ranks[index] = rank;
    previous = index;
    previousAscii = takeAscii;
  }
  return { distinct: rank + 1 - offset };
}

/** The order the ranks follow, for texts a caller sorts itself (the few distinct values of a column). */
export const compareTexts = (a: string, b: string): number => collator().compare(a, b);
