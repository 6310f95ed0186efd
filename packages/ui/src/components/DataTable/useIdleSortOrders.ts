import { useEffect } from 'react';
import { isSortable, sortedIndices } from './rowOrder';
import type { DataTableColumn } from './types';

/** Below this many rows a first sort takes a few ms anyway: nothing is ranked ahead of time. */
const MIN_ROWS = 10_000;

/**
 * An idle period with this much time left means no frame is due (the page is not scrolling or animating): ranking a
 * column of 100,000 texts takes a few tens of ms, which would cost a scroll a frame or two.
 */
const QUIET_MS = 40;

/**
 * Runs `work` once the browser is idle with no frame due (Safari has no requestIdleCallback: after a pause, then);
 * returns a cancel.
 */
function whenQuiet(work: () => void): () => void {
  let cancel: () => void;
  if (typeof window.requestIdleCallback === 'function') {
    const wait = () => {
      const handle = window.requestIdleCallback((deadline) => {
        if (deadline.timeRemaining() >= QUIET_MS) work();
        else wait();
      });
      cancel = () => {
        window.cancelIdleCallback(handle);
      };
    };
    wait();
  } else {
    const handle = window.setTimeout(work, 500);
    cancel = () => {
      window.clearTimeout(handle);
    };
  }
  return () => {
    cancel();
  };
}

/**
 * Ranks each sortable column of a large table (and orders it ascending) while the browser is idle after the rows
 * arrive, one column per quiet idle period, left to right: the first click on a header then finds its order ready
 * (ranking 100,000 distinct hostnames is most of a first sort). The ranks and orders are the ones a sort computes and
 * caches anyway (kept while the rows array lives), so this only moves work earlier, never into a scroll. The first
 * column waits for an idle period of its own, so the page's quicker idle work (e.g. a search index for the first
 * keystroke) goes first.
 */
export function useIdleSortOrders<Row>(rows: readonly Row[], columns: readonly DataTableColumn<Row>[]): void {
  useEffect(() => {
    if (rows.length < MIN_ROWS) return;
    const pending = columns.filter(isSortable);
    let cancel = whenQuiet(rankNext);
    function rankNext() {
      const column = pending.shift();
      if (!column) return;
      cancel = whenQuiet(() => {
        sortedIndices(rows, column.sortValue, column.compare, 'ascending');
        rankNext();
      });
    }
    return () => {
      cancel();
    };
  }, [rows, columns]);
}
