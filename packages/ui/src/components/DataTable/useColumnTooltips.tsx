import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOOLTIP_DELAY_MS } from '../Tooltip';
import { ShownTooltip } from './CellTooltip';
import { cellPositionOf } from './cellPosition';
import type { DataTableColumn } from './types';

interface Shown {
  anchor: HTMLElement;
  content: ReactNode;
}

interface ColumnTooltips {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onPointerOut: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** The tooltip that shows, if one does: render it anywhere in the table (it goes to a portal). */
  tooltip: ReactElement | null;
}

/**
 * The tooltips of the columns that have one (`column.tooltip`), for the whole table: one set of handlers on the table
 * and one tooltip at a time, where a DataTableCellTooltip in every cell costs two hooks and four handlers per cell,
 * which a scroll jump, a sort or a keystroke renders anew for every row in view. They behave as DataTableCellTooltip:
 * shown after TOOLTIP_DELAY_MS of hover over the cell's widget (or the cell, without one) or at once on its keyboard
 * focus, kept while the pointer moves onto them, hidden on leave, blur, Escape, and when the table scrolls (the DOM
 * row then shows another row), and naming themselves in the trigger's aria-describedby while they show.
 */
export function useColumnTooltips<Row>(
  columns: readonly DataTableColumn<Row>[],
  /** The row at a grid row (1 for the first row of the page), if it is on the page. */
  rowAt: (gridRow: number) => Row | undefined,
  scrollElement: HTMLElement | null,
): ColumnTooltips {
  const id = useId();
  const [shown, setShown] = useState<Shown | null>(null);
  // The trigger under the pointer and the timer that will show its tooltip; only handlers read or change them.
  const pending = useRef<{ anchor: HTMLElement; timer: number } | null>(null);

  const cancelPending = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  /** The tooltip an element of a body cell would show, and the element it is anchored to. */
  const tooltipAt = useCallback(
    (target: EventTarget | null): Shown | undefined => {
      if (!(target instanceof Element)) return undefined;
      const position = cellPositionOf(target);
      const tooltip = position === undefined ? undefined : columns[position.column]?.tooltip;
      const cell = target.closest('td');
      if (position === undefined || position.row < 1 || tooltip === undefined || cell === null) return undefined;
      const anchor = cell.querySelector<HTMLElement>('[data-cell-focus]') ?? cell;
      const row = rowAt(position.row);
      if (!anchor.contains(target) || row === undefined) return undefined;
      const content = tooltip(row);
      return content === null || content === undefined || content === false ? undefined : { anchor, content };
    },
    [columns, rowAt],
  );

  const onPointerOver = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'touch') return;
      const next = tooltipAt(event.target);
      if (!next || pending.current?.anchor === next.anchor) return;
      cancelPending();
      pending.current = { anchor: next.anchor, timer: window.setTimeout(() => setShown(next), TOOLTIP_DELAY_MS) };
    },
    [tooltipAt, cancelPending],
  );

  // A tooltip that shows closes through Floating UI's safe polygon, so the pointer can move onto it.
  const onPointerOut = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const anchor = pending.current?.anchor;
      if (anchor && !(event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) cancelPending();
    },
    [cancelPending],
  );

  // Keyboard focus only, as Tooltip: a click focuses the trigger too, and the hover already shows it.
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = tooltipAt(event.target);
      if (!next || event.target !== next.anchor || !next.anchor.matches(':focus-visible')) return;
      cancelPending();
      setShown(next);
    },
    [tooltipAt, cancelPending],
  );

  const onBlur = useCallback(() => {
    cancelPending();
    setShown(null);
  }, [cancelPending]);

  useEffect(() => cancelPending, [cancelPending]);

  // The trigger is the cell's own element, rendered by its column: it is described by the tooltip while it shows.
  useLayoutEffect(() => {
    if (!shown) return;
    const { anchor } = shown;
    const before = anchor.getAttribute('aria-describedby');
    anchor.setAttribute('aria-describedby', before === null ? id : `${before} ${id}`);
    return () => {
      if (before === null) anchor.removeAttribute('aria-describedby');
      else anchor.setAttribute('aria-describedby', before);
    };
  }, [shown, id]);

  useEffect(() => {
    if (!shown || !scrollElement) return;
    const hide = () => setShown(null);
    scrollElement.addEventListener('scroll', hide, { passive: true, once: true });
    return () => scrollElement.removeEventListener('scroll', hide);
  }, [shown, scrollElement]);

  const tooltip = shown && (
    <ShownTooltip anchor={shown.anchor} id={id} content={shown.content} onClose={() => setShown(null)} />
  );
  return { onPointerOver, onPointerOut, onFocus, onBlur, tooltip };
}
