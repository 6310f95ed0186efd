/**
 * Sorting of collation keys (see textRanks.ts): the keys of many texts end to end in one Uint16Array, sorted by an
 * MSD radix sort, with the work buffers kept between sorts.
 */

/** Weight 0 ends a key; characters weigh 1 and up. */
export const END = 0;

/**
 * Work buffers kept between calls and grown as needed: ranking 100,000 texts needs a few MB of typed arrays, and
 * allocating them afresh on every sort is what makes the garbage collector run. Ranking is synchronous, so one set
 * serves every table.
 */
export const scratch = {
  codes: new Uint16Array(0),
  starts: new Uint32Array(0),
  ends: new Uint32Array(0),
  order: new Int32Array(0),
  here: new Uint16Array(0),
  moved: new Int32Array(0),
  counts: new Int32Array(0),
};

/** `buffer` if it holds `length` items, else a new one twice as large (so growth happens rarely). */
export function atLeast<T extends Uint16Array | Uint32Array | Int32Array>(
  buffer: T,
  length: number,
  create: (size: number) => T,
): T {
  return buffer.length >= length ? buffer : create(Math.max(length, buffer.length * 2));
}

/** The keys of the ASCII texts, end to end: text i's key is codes[starts[i]] up to codes[ends[i]]. */
export interface FlatKeys {
  codes: Uint16Array;
  starts: Uint32Array;
  ends: Uint32Array;
  /** One more than the largest weight in any key: the number of radix buckets. */
  alphabet: number;
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
export function sameKey({ codes, starts, ends }: FlatKeys, a: number, b: number): boolean {
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

/** Ranges of an order still to sort, three numbers each (from, to, depth), the leftmost last. */
export type PendingRanges = number[];

/**
 * MSD radix sort of `order` by key: each range of keys equal so far is split into buckets by its weight at the next
 * depth (a range whose keys all have the same weight there moves on without being moved). Linear in the length of
 * the keys' distinguishing prefixes.
 */
export function radixSort(keys: FlatKeys, order: Int32Array): void {
  sortRanges(keys, order, [0, order.length, 0], order.length);
}

/**
 * Sorts the `pending` ranges of `order`, leftmost first, until every position before `settled` holds its final
 * text; answers the ranges left to sort (all at or after `settled`, in the form `pending` takes), empty when the
 * whole order is sorted. Each range is split into buckets, so the order is sorted by the weights read so far
 * throughout: a text beyond `settled` is among those its first weights place there.
 */
export function sortRanges(keys: FlatKeys, order: Int32Array, pending: PendingRanges, settled: number): PendingRanges {
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
  while (pending.length > 0) {
    // The leftmost range is last: once it starts at `settled`, every range left does.
    if ((pending[pending.length - 3] ?? 0) >= settled) return pending;
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
      start += size;
    }
    // The buckets still to sort, the rightmost first, so the leftmost is sorted next.
    let end = to;
    for (let code = high; code >= low; code -= 1) {
      const bucketStart = counts[code] ?? 0;
      if (end - bucketStart > 1 && !ended(code)) pending.push(bucketStart, end, depth + step);
      end = bucketStart;
    }
    for (let i = from; i < to; i += 1) {
      const code = here[i] ?? END;
      const position = counts[code] ?? 0;
      moved[position] = order[i] ?? 0;
      counts[code] = position + 1;
    }
    order.set(moved.subarray(from, to), from);
  }
  return pending;
}
