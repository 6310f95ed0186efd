import { compareTexts, rankTexts, rankTextsFirst, type TextRanking } from './textRanks';
import type { SortDirection, SortValue } from './types';

export type SortComparator = (a: string | number, b: string | number) => number;

/** Each row's rank among the distinct sort values (equal values share a rank; -1 is missing). */
export interface SortRanks {
  ranks: Int32Array;
  distinct: number;
  /**
   * The ascending order, when ranking gave it on the way (a column of ASCII texts and missing values, such as
   * 100,000 hostnames): the first sort of such a column then skips the counting sort (1.2-1.6 ms on 100,000 rows).
   */
  ascending?: Uint32Array;
}

/** The distinct count of a ranking, and the ascending order when ranking gave it. */
type Ranking = Omit<SortRanks, 'ranks'>;

/** Below this many distinct texts, ranking goes through a map of the distinct values; above, through rankTexts. */
const FEW_DISTINCT = 256;

function isMissing(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** Ranks a column with few distinct texts (status, OS): sort the distinct values, then look each row up. */
function rankFewTexts(distinct: Map<string, number>, offset: number): number {
  const ordered = [...distinct.keys()].sort(compareTexts);
  let rank = offset - 1;
  ordered.forEach((text, position) => {
    const previous = ordered[position - 1];
    if (previous === undefined || compareTexts(previous, text) !== 0) rank += 1;
    distinct.set(text, rank);
  });
  return rank + 1 - offset;
}

/** Ranks the texts of a column; few distinct ones (status, containment) go through a map, many through rankTexts. */
function rankColumnTexts(values: readonly SortValue[], ranks: Int32Array, offset: number): Ranking {
  const distinct = new Map<string, number>();
  let previous: string | undefined;
  for (const value of values) {
    // Neighbouring rows often hold the same text: skip the map for a repeat.
    if (typeof value !== 'string' || value === '' || value === previous) continue;
    previous = value;
    distinct.set(value, 0);
    if (distinct.size > FEW_DISTINCT) {
      const { distinct: count, order } = rankTexts(values, ranks, offset);
      // The texts' order is the column's only when nothing ranks before them (numbers, offset > 0).
      return offset === 0 && order !== undefined ? { distinct: count, ascending: order } : { distinct: count };
    }
  }
  const count = rankFewTexts(distinct, offset);
  let previousRank = -1;
  previous = undefined;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (typeof value !== 'string' || value === '') continue;
    if (value !== previous) {
      previous = value;
      previousRank = distinct.get(value) ?? -1;
    }
    ranks[index] = previousRank;
  }
  return { distinct: count };
}

function rankWithDefaultOrder(values: readonly SortValue[], ranks: Int32Array): Ranking {
  const numbers = new Map<number, number>();
  for (const value of values) if (typeof value === 'number' && !isMissing(value)) numbers.set(value, 0);
  // Numbers come first, in numeric order (a typed-array sort runs natively).
  const orderedNumbers = Float64Array.from(numbers.keys()).sort();
  if (orderedNumbers.length > 0) {
    orderedNumbers.forEach((value, rank) => numbers.set(value, rank));
    values.forEach((value, index) => {
      if (typeof value === 'number' && !isMissing(value)) ranks[index] = numbers.get(value) ?? -1;
    });
  }
  const offset = orderedNumbers.length;
  const texts = rankColumnTexts(values, ranks, offset);
  return { ...texts, distinct: offset + texts.distinct };
}

function rankWithComparator(values: readonly SortValue[], compare: SortComparator, ranks: Int32Array): number {
  const distinct = new Map<string | number, number>();
  for (const value of values) if (!isMissing(value)) distinct.set(value, 0);
  const ordered = [...distinct.keys()].sort(compare);
  let rank = -1;
  ordered.forEach((value, index) => {
    const previous = ordered[index - 1];
    if (previous === undefined || compare(previous, value) !== 0) rank += 1;
    distinct.set(value, rank);
  });
  values.forEach((value, index) => {
    if (!isMissing(value)) ranks[index] = distinct.get(value) ?? -1;
  });
  return rank + 1;
}

/** Ranks the values once; sorting either way is then a cheap numeric sort. */
export function rankSortValues(values: readonly SortValue[], compare?: SortComparator): SortRanks {
  // A column ranked in part holds the buffers ranking shares (rankTextsFirst).
  finishRanking();
  const ranks = new Int32Array(values.length).fill(-1);
  if (compare) return { ranks, distinct: rankWithComparator(values, compare, ranks) };
  return { ranks, ...rankWithDefaultOrder(values, ranks) };
}

/**
 * Row indices in sort order: stable (equal values keep their original order in both directions) and with missing
 * values last in both directions. Ranks are small integers, so a counting sort does it in two linear passes, with
 * no comparisons at all.
 */
export function sortOrder({ ranks, distinct, ascending }: SortRanks, direction: SortDirection): Uint32Array {
  if (direction === 'ascending' && ascending !== undefined) return ascending;
  const count = ranks.length;
  // Each row's bucket: its rank (or its mirror, descending); bucket `distinct` holds the missing values.
  const buckets = new Int32Array(count);
  const descending = direction === 'descending';
  for (let index = 0; index < count; index += 1) {
    const rank = ranks[index] ?? -1;
    buckets[index] = rank < 0 ? distinct : descending ? distinct - 1 - rank : rank;
  }
  // starts[b] is where bucket b begins in the output.
  const starts = new Uint32Array(distinct + 2);
  for (let index = 0; index < count; index += 1) {
    const next = (buckets[index] ?? 0) + 1;
    starts[next] = (starts[next] ?? 0) + 1;
  }
  for (let bucket = 1; bucket < starts.length; bucket += 1)
    starts[bucket] = (starts[bucket] ?? 0) + (starts[bucket - 1] ?? 0);
  const order = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) {
    const bucket = buckets[index] ?? 0;
    const position = starts[bucket] ?? 0;
    order[position] = index;
    starts[bucket] = position + 1;
  }
  return order;
}

/** The rows in their given order. */
export function naturalOrder(count: number): Uint32Array {
  const order = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) order[index] = index;
  return order;
}

type ColumnValue = (row: never) => SortValue;
type RankCache = Map<ColumnValue, { compare: SortComparator | undefined; ranks: SortRanks }>;
const rankCache = new WeakMap<object, RankCache>();

function columnCache(rows: object): RankCache {
  let byColumn = rankCache.get(rows);
  if (!byColumn) {
    byColumn = new Map();
    rankCache.set(rows, byColumn);
  }
  return byColumn;
}

/**
 * Ranks of a column over a rows array, remembered while the array lives: sorting a column again, or the other
 * way, skips reading and ranking 100,000 values.
 */
export function columnRanks<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  compare?: SortComparator,
): SortRanks {
  finishRanking();
  const byColumn = columnCache(rows);
  const cached = byColumn.get(sortValue);
  if (cached && cached.compare === compare) return cached.ranks;
  const ranks = rankSortValues(rows.map(sortValue), compare);
  byColumn.set(sortValue, { compare, ranks });
  return ranks;
}

/** The column ranked in part by columnRanksFirst, until finishRanking sorts the rest. */
let partRanked:
  { rows: object; sortValue: ColumnValue; settled: number; order: Uint32Array; finish: () => void } | undefined;

/** Finishes the ranking of a column ranked in part, if there is one: its ranks are then remembered. */
export function finishRanking(): void {
  const part = partRanked;
  partRanked = undefined;
  part?.finish();
}

/** Whether the values are texts (or missing) and more than a few distinct: a column ranked in part at first. */
function isManyTexts(values: readonly SortValue[]): boolean {
  const distinct = new Set<string>();
  for (const value of values) {
    if (typeof value === 'number' && !Number.isNaN(value)) return false;
    if (typeof value === 'string' && value !== '' && distinct.size <= FEW_DISTINCT) distinct.add(value);
  }
  return distinct.size > FEW_DISTINCT;
}

/**
 * A column's ranks, or for a column of many texts not ranked before (100,000 hostnames) its ascending order with
 * only the first `settled` positions final: the table paints its first rows, then calls finishRanking (after the
 * paint) for the ranks and the whole order. Sorting the rest took most of a first sort's ranking.
 */
export function columnRanksFirst<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  settled: number,
): { ranks: SortRanks } | { order: Uint32Array } {
  if (partRanked?.rows === rows && partRanked.sortValue === sortValue && partRanked.settled >= settled)
    return { order: partRanked.order };
  finishRanking();
  const byColumn = columnCache(rows);
  const cached = byColumn.get(sortValue);
  if (cached && cached.compare === undefined) return { ranks: cached.ranks };
  const remember = (ranked: SortRanks): SortRanks => {
    byColumn.set(sortValue, { compare: undefined, ranks: ranked });
    return ranked;
  };
  const values = rows.map(sortValue);
  if (!isManyTexts(values)) return { ranks: remember(rankSortValues(values)) };
  const ranks = new Int32Array(values.length).fill(-1);
  const rememberTexts = ({ distinct, order }: TextRanking) => remember({ ranks, distinct, ascending: order });
  const first = rankTextsFirst(values, ranks, settled);
  if ('ranking' in first) return { ranks: rememberTexts(first.ranking) };
  partRanked = { rows, sortValue, settled, order: first.order, finish: () => rememberTexts(first.complete()) };
  return { order: first.order };
}
