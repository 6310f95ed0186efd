import { useEffect, useState } from 'react';
import { isSortable, sortedIndices } from './rowOrder';
import type { DataTableColumn } from './types';

/** Below this many rows a first sort takes a few ms anyway: nothing is ranked ahead of time. */
const MIN_ROWS = 10_000;

/**
 * How long a pointer (or the focus) rests on a header before its column is ranked: a pointer on its way across the
 * table passes a header in less, one about to click rests on it for longer (a click comes a few hundred ms after).
 */
export const SORT_INTENT_DWELL_MS = 100;

/** A header rested on (pointer over it, or focus on it) and left again. */
export interface SortIntent {
  rest: (columnId: string) => void;
  leave: () => void;
}

/** Calls `rank` with a column once a header has been rested on for `dwellMs` without leaving it. */
export function createSortIntent(rank: (columnId: string) => void, dwellMs = SORT_INTENT_DWELL_MS): SortIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    rest(columnId) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        rank(columnId);
      }, dwellMs);
    },
    leave() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Ranks a column of a large table (and orders it ascending) when the user is about to sort it: the pointer or the
 * focus resting on its header. Ranking 100,000 distinct hostnames is most of a first sort (100–240 ms of the main
 * thread on this 2-core machine), so the click then finds its order ready or half made. The ranks and the order are
 * the ones the sort computes and caches anyway (kept while the rows array lives).
 *
 * Not ahead of time while the page is idle, as before: each column then took a task of its own of that length in the
 * seconds after the rows arrived, whether anyone sorted or not, and a click or a key landing in one waited for it
 * (Lighthouse counted them as Total Blocking Time: the 100,000-agent page scored 43 in one CI run).
 */
export function useSortIntent<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): SortIntent {
  // One intent for the table's life, ranking the latest rows and columns: the memoised header keeps its props (a
  // page's columns are often a new array on every render).
  const [intent] = useState(() => createTableSortIntent<Row>());
  useEffect(() => {
    intent.showTable(rows, columns);
  }, [intent, rows, columns]);
  useEffect(() => () => intent.leave(), [intent]);
  return intent;
}

/** A sort intent over the table it was last shown. */
function createTableSortIntent<Row>() {
  let table: { rows: readonly Row[]; columns: readonly DataTableColumn<Row>[] } = { rows: [], columns: [] };
  const intent = createSortIntent((columnId) => {
    if (table.rows.length < MIN_ROWS) return;
    const column = table.columns.find((candidate) => candidate.id === columnId && isSortable(candidate));
    if (column) sortedIndices(table.rows, column.sortValue, column.compare, 'ascending');
  });
  return {
    ...intent,
    showTable(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]) {
      table = { rows, columns };
    },
  };
}
