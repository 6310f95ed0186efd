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

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Weight 0 ends a key; characters weigh 1 and up (the digit mark among them, where the collator puts digits). */
const END = 0;
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
    if (collator.compare(`a${character}b`, 'ab') !== 0) shown.push(character);
  }
  shown.sort(collator.compare);
  let weight = END;
  shown.forEach((character, position) => {
    const previous = shown[position - 1];
    if (previous === undefined || collator.compare(previous, character) !== 0) weight += 1;
    weights[character.charCodeAt(0)] = weight;
  });
  const digit = weights[48] ?? 1;
  for (let code = 49; code <= 57; code += 1) weights[code] = digit;
  return { weights, digit };
}

let table: WeightTable | undefined;

/**
 * Work buffers kept between calls and grown as needed: ranking 100,000 texts needs a few MB of typed arrays, and
 * allocating them afresh on every sort is what makes the garbage collector run. Ranking is synchronous, so one set
 * serves every table.
 */
const scratch = {
  codes: new Uint16Array(0),
  starts: new Uint32Array(0),
  ends: new Uint32Array(0),
  order: new Int32Array(0),
  here: new Uint16Array(0),
  moved: new Int32Array(0),
  counts: new Int32Array(0),
};

/** `buffer` if it holds `length` items, else a new one twice as large (so growth happens rarely). */
function atLeast<T extends Uint16Array | Uint32Array | Int32Array>(
  buffer: T,
  length: number,
  create: (size: number) => T,
): T {
  return buffer.length >= length ? buffer : create(Math.max(length, buffer.length * 2));
}

/** The keys of the ASCII texts, end to end: text i's key is codes[starts[i]] up to codes[ends[i]]. */
interface FlatKeys {
  codes: Uint16Array;
  starts: Uint32Array;
  ends: Uint32Array;
  /** One more than the largest weight in any key: the number of radix buckets. */
  alphabet: number;
}

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

function compareKeys({ codes, starts, ends }: FlatKeys, a: number, b: number, depth: number): number {
  let left = (starts[a] ?? 0) + depth;
  let right = (starts[b] ?? 0) + depth;
  const leftEnd = ends[a] ?? 0;
  const rightEnd = ends[b] ?? 0;
  for (; left < leftEnd && right < rightEnd; left += 1, right += 1) {
    const difference = (codes[left] ?? 0) - (codes[right] ?? 0);
    if (difference !== 0) return difference;
  }
  return leftEnd - left - (rightEnd - right);
}

/** Whether two keys are equal, checked from their ends: sorted neighbours mostly differ in their last digits. */
function sameKey({ codes, starts, ends }: FlatKeys, a: number, b: number): boolean {
  const leftStart = starts[a] ?? 0;
  const rightStart = starts[b] ?? 0;
  let left = ends[a] ?? 0;
  let right = ends[b] ?? 0;
  if (left - leftStart !== right - rightStart) return false;
  while (left > leftStart) {
    left -= 1;
    right -= 1;
    if (codes[left] !== codes[right]) return false;
  }
  return true;
}

/** Below this many texts, a range is sorted by insertion rather than by buckets. */
const SMALL = 16;
/** From this many texts, a range is split by two weights at once, when the alphabet is small enough for pairs. */
const PAIR_RANGE = 2048;
const MAX_PAIR_ALPHABET = 255;

/**
 * MSD radix sort of `order` by key: each range of keys equal so far is split into buckets by its weight at the next
 * depth (a range whose keys all have the same weight there moves on without being moved). Linear in the length of
 * the keys' distinguishing prefixes.
 */
function radixSort(keys: FlatKeys, order: Int32Array): void {
  const { codes, starts, ends, alphabet } = keys;
  const here = (scratch.here = atLeast(scratch.here, order.length, (size) => new Uint16Array(size)));
  const moved = (scratch.moved = atLeast(scratch.moved, order.length, (size) => new Int32Array(size)));
  // Large ranges are split by two weights at a time (alphabet² buckets), halving their passes.
  const pairs = alphabet <= MAX_PAIR_ALPHABET;
  const counts = (scratch.counts = atLeast(
    scratch.counts,
    pairs ? alphabet * alphabet : alphabet + 1,
    (size) => new Int32Array(size),
  ));
  // Pending ranges, three numbers each: from, to, depth.
  const pending: number[] = [0, order.length, 0];
  while (pending.length > 0) {
    const depth = pending.pop() ?? 0;
    const to = pending.pop() ?? 0;
    const from = pending.pop() ?? 0;
    if (to - from <= SMALL) {
      for (let i = from + 1; i < to; i += 1) {
        const held = order[i] ?? 0;
        let j = i;
        for (; j > from && compareKeys(keys, order[j - 1] ?? 0, held, depth) > 0; j -= 1) order[j] = order[j - 1] ?? 0;
        order[j] = held;
      }
      continue;
    }
    const pair = pairs && to - from >= PAIR_RANGE;
    const step = pair ? 2 : 1;
    // Only the weights present in the range are counted and walked (digits span ten), not the whole alphabet.
    let low = Number.MAX_SAFE_INTEGER;
    let high = END;
    for (let i = from; i < to; i += 1) {
      const text = order[i] ?? 0;
      const at = (starts[text] ?? 0) + depth;
      const end = ends[text] ?? 0;
      let code = at < end ? (codes[at] ?? END) : END;
      if (pair && code !== END) code = code * alphabet + (at + 1 < end ? (codes[at + 1] ?? END) : END);
      here[i] = code;
      if (code < low) low = code;
      if (code > high) high = code;
    }
    // A bucket whose keys have all ended (its last weight is END) holds equal keys: nothing more to sort there.
    const ended = (code: number) => (pair ? code % alphabet === END : code === END);
    if (low === high) {
      // One bucket: keys that all ended are equal; otherwise look further.
      if (!ended(low)) pending.push(from, to, depth + step);
      continue;
    }
    counts.fill(0, low, high + 1);
    for (let i = from; i < to; i += 1) {
      const code = here[i] ?? END;
      counts[code] = (counts[code] ?? 0) + 1;
    }
    // counts become each bucket's start; ended keys (bucket END) are equal and need no further sorting.
    let start = from;
    for (let code = low; code <= high; code += 1) {
      const size = counts[code] ?? 0;
      counts[code] = start;
      if (size > 1 && !ended(code)) pending.push(start, start + size, depth + step);
      start += size;
    }
    for (let i = from; i < to; i += 1) {
      const code = here[i] ?? END;
      const position = counts[code] ?? 0;
      moved[position] = order[i] ?? 0;
      counts[code] = position + 1;
    }
    order.set(moved.subarray(from, to), from);
  }
}

/**
 * Ranks the texts among `values` in the collator's order: ranks[i] = offset + the rank of values[i] among the
 * distinct texts (equal texts share one); other values' ranks are left alone. Returns the number of distinct texts.
 */
export function rankTexts(texts: RankedValues, ranks: Int32Array, offset: number): number {
  const { keys, ascii: asciiOrder, other } = buildKeys(texts);
  radixSort(keys, asciiOrder);
  const compareOther = (a: number, b: number) => collator.compare(textOf(texts[a]), textOf(texts[b]));
  other.sort(compareOther);

  let rank = offset - 1;
  if (other.length === 0) {
    // Only ASCII texts (the usual case): equal neighbours share a rank.
    let previous = -1;
    for (const index of asciiOrder) {
      if (previous < 0 || !sameKey(keys, previous, index)) rank += 1;
      ranks[index] = rank;
      previous = index;
    }
    return rank + 1 - offset;
  }
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
  return rank + 1 - offset;
}

/** The order the ranks follow, for texts a caller sorts itself (the few distinct values of a column). */
export const compareTexts: (a: string, b: string) => number = collator.compare;
