import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';

interface RowVirtualizerOptions {
  /** The scroll container, held in state (not a ref) so nothing reads a ref during render. */
  scrollElement: HTMLDivElement | null;
  count: number;
  rowHeight: number;
  /** The sticky header's height: rows start below it, and scrolling to a row keeps it clear of the header. */
  headerHeight: number;
  visibleRows: number;
  overscan: number;
}

type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

/**
 * TanStack Virtual's Virtualizer for fixed-height rows. Unlike its `useVirtualizer`, this re-renders only when the
 * range of rendered rows changes, not on every scroll event, so a scroll that stays within the overscan costs no
 * React work at all.
 */
export function useRowVirtualizer({
  scrollElement,
  count,
  rowHeight,
  headerHeight,
  visibleRows,
  overscan,
}: RowVirtualizerOptions): RowVirtualizer {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const options: VirtualizerOptions<HTMLDivElement, HTMLTableRowElement> = {
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    initialRect: { width: 0, height: headerHeight + rowHeight * visibleRows },
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    onChange: (instance, sync) => {
      const { startIndex, endIndex } = instance.range ?? { startIndex: -1, endIndex: -1 };
      if (startIndex === rendered.startIndex && endIndex === rendered.endIndex) return;
      rendered.startIndex = startIndex;
      rendered.endIndex = endIndex;
      if (sync) flushSync(rerender);
      else rerender();
    },
  };
  const [{ virtualizer, rendered }] = useState(() => ({
    virtualizer: new Virtualizer(options),
    rendered: { startIndex: -1, endIndex: -1 },
  }));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
  });
  return virtualizer;
}
