import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint, inFrameAfterNext } from '../../scheduling';

interface RowVirtualizerOptions {
  /** The scroll container, held in state (not a ref) so nothing reads a ref during render. */
  scrollElement: HTMLDivElement | null;
  count: number;
  /**
   * What the user chose to see, as one value that changes with it (a new sort, filter or page, not rows arriving):
   * the first frame of a new choice renders only the rows in view, as a jump does, and the overscan rows follow after
   * its paint.
   */
  rowSet: unknown;
  rowHeight: number;
  /** The sticky header's height: rows start below it, and scrolling to a row keeps it clear of the header. */
  headerHeight: number;
  visibleRows: number;
  /** Rows rendered beyond the view in the direction of the last scroll (down at first). */
  overscan: number;
  /** Rows rendered beyond the view behind the last scroll. */
  overscanBehind: number;
}

/** A rendered row: its index and where it starts and ends in the scroll area, in px (below the header). */
export interface VirtualRow {
  index: number;
  start: number;
  end: number;
}

export interface RowVirtualizer {
  /** The rows in view, `overscan` more ahead of the scroll and `overscanBehind` more behind it. */
  items: VirtualRow[];
  /** The rows a window holds between jumps (see windowOverscan): as many as fit in view, and both overscans. */
  windowSize: number;
  /** The height of the header and every row. */
  totalSize: number;
  /** Scrolls just enough to show the row whole, below the sticky header. */
  scrollToIndex: (index: number) => void;
}

interface VisibleRows {
  first: number;
  last: number;
}

/** The rows in view, whether the last scroll went down, and whether it jumped (see isJump). */
interface ShownRows extends VisibleRows {
  down: boolean;
  jumped: boolean;
}

/**
 * Whether the rows now in view have none in common with those in view before: a jump (the scrollbar dragged, Home or
 * End) rather than a scroll. A jump renders only the rows in view, and the overscan rows follow after that frame's
 * paint: measured on 100,000 rows, rendering the 8 overscan rows too nearly doubled the time to the new rows.
 */
export function isJump(before: VisibleRows, now: VisibleRows): boolean {
  return now.first > before.last || now.last < before.first;
}

/** The rows at least partly in view, for a scroll offset and a scroll area height. */
export function visibleRows(scrollTop: number, height: number, rowHeight: number, headerHeight: number): VisibleRows {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight));
  const last = Math.max(first, Math.ceil((scrollTop + height - headerHeight) / rowHeight) - 1);
  return { first, last };
}

/** The rows to render: those in view and a few more above and below, within the `count` rows. */
export function renderedRows(
  { first, last }: VisibleRows,
  count: number,
  rowHeight: number,
  headerHeight: number,
  overscanAbove: number,
  overscanBelow = overscanAbove,
): VirtualRow[] {
  const items: VirtualRow[] = [];
  const end = Math.min(count, last + 1 + overscanBelow);
  for (let index = Math.max(0, first - overscanAbove); index < end; index += 1) {
    const start = headerHeight + index * rowHeight;
    items.push({ index, start, end: start + rowHeight });
  }
  return items;
}

/**
 * The spare rows above and below the view: `behind` the scroll, and ahead of it as many as make the window `size`
 * rows, one fewer when a row more shows in part (renderedRows keeps them within the rows there are). A window of one
 * size whatever the scroll offset lets a scroll hand each row leaving one end of it to the row entering at the other
 * (see rowSlots.ts): with a row more whenever rows showed in part at both ends, a scroll of a row removed a DOM row
 * and built another instead of moving one.
 */
export function windowOverscan(
  { first, last }: VisibleRows,
  { behind, down, size }: { behind: number; down: boolean; size: number },
): [above: number, below: number] {
  const ahead = Math.max(0, size - (last - first + 1) - behind);
  return down ? [behind, ahead] : [ahead, behind];
}

/**
 * Row virtualisation for rows of one fixed height, by arithmetic: nothing is measured and nothing is kept per row,
 * so 100,000 rows cost no more than 100 (a general virtualiser builds a measurement per row whenever the count
 * changes, i.e. on every filter keystroke). A scroll re-renders only when the rows in view change, synchronously
 * within the scroll event, so the frame that shows the new scroll offset also shows its rows; after a jump or a new
 * row set, one more render after the paint adds the overscan rows; the scroll area's height
 * comes from a ResizeObserver, so nothing forces a layout.
 */
export function useRowVirtualizer({
  scrollElement,
  count,
  rowSet,
  rowHeight,
  headerHeight,
  visibleRows: rowsInView,
  overscan,
  overscanBehind,
}: RowVirtualizerOptions): RowVirtualizer {
  const [visible, setVisible] = useState<ShownRows>({
    first: 0,
    last: Math.max(0, rowsInView - 1),
    down: true,
    jumped: false,
  });
  // What the scroll handler last asked for and the area's height, for handlers only (never read during render).
  const shown = useRef(visible);
  const height = useRef(headerHeight + rowHeight * rowsInView);

  const update = useCallback(
    (element: HTMLElement, sync: boolean) => {
      const { first, last } = visibleRows(element.scrollTop, height.current, rowHeight, headerHeight);
      if (first === shown.current.first && last === shown.current.last) return;
      const next = { first, last, down: first >= shown.current.first, jumped: isJump(shown.current, { first, last }) };
      shown.current = next;
      if (sync) flushSync(() => setVisible(next));
      else setVisible(next);
    },
    [rowHeight, headerHeight],
  );

  useEffect(() => {
    if (!scrollElement) return;
    const onScroll = () => update(scrollElement, true);
    scrollElement.addEventListener('scroll', onScroll, { passive: true });
    // The observer reports once at the start, after layout, and on every resize: reading scrollTop then forces no
    // layout, where reading it here, right after the table's first commit, would.
    const observer = new ResizeObserver(([entry]) => {
      height.current = entry?.borderBoxSize[0]?.blockSize ?? scrollElement.clientHeight;
      update(scrollElement, false);
    });
    observer.observe(scrollElement);
    return () => {
      scrollElement.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scrollElement, update]);

  // After a jump has painted, its overscan rows (unless another scroll came first), rendered within the next frame's
  // animation callbacks so that frame lays them out. Rendered in a task between frames (as after a sort), they were
  // laid out by the next scroll handler's read of the offset instead: in a traced benchmark run on 100,000 rows, 4 of
  // 9 jumps then spent 3.0-4.4 ms of their handler's CPU time in that layout and finished painting 12.5-16.6 ms after
  // the scroll event, the others (the first warm-up aside) after 6.3-7.5 ms; in two traced runs since, none had one.
  useEffect(() => {
    if (!visible.jumped) return;
    return inFrameAfterNext(() => {
      const settled = { ...visible, jumped: false };
      shown.current = settled;
      flushSync(() => setVisible(settled));
    });
  }, [visible]);

  // The row set whose overscan rows have been rendered; another one waits for a paint first.
  const [settledRowSet, setSettledRowSet] = useState(rowSet);
  const newRowSet = settledRowSet !== rowSet;
  useEffect(() => {
    if (!newRowSet) return;
    return afterNextPaint(() => {
      setSettledRowSet(rowSet);
    });
  }, [newRowSet, rowSet]);

  const scrollToIndex = useCallback(
    (index: number) => {
      if (!scrollElement) return;
      const top = index * rowHeight;
      const bottom = headerHeight + (index + 1) * rowHeight - height.current;
      if (top < scrollElement.scrollTop) scrollElement.scrollTo({ top });
      else if (bottom > scrollElement.scrollTop) scrollElement.scrollTo({ top: bottom });
      else return;
      // Render the row now, so the keyboard can focus it without waiting for the scroll event.
      update(scrollElement, false);
    },
    [scrollElement, rowHeight, headerHeight, update],
  );

  // The rows that fit in view and both overscans (one spare row fewer ahead when another row shows in part).
  const windowSize = rowsInView + overscan + overscanBehind;
  const [above, below] =
    visible.jumped || newRowSet
      ? [0, 0]
      : windowOverscan(visible, { behind: overscanBehind, down: visible.down, size: windowSize });
  return {
    items: renderedRows(visible, count, rowHeight, headerHeight, above, below),
    windowSize,
    totalSize: headerHeight + count * rowHeight,
    scrollToIndex,
  };
}
