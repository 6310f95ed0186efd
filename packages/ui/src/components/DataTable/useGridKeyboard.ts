import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { cellAt, cellPositionOf } from './cellPosition';
import { clampPosition, moveInGrid, type GridPosition, type GridShape } from './gridNavigation';

const TEXT_ENTRY = 'input, textarea, select, [contenteditable="true"]';

function positionOf(target: EventTarget, table: HTMLElement | null): GridPosition | undefined {
  if (!(target instanceof Element) || !table?.contains(target)) return undefined;
  return cellPositionOf(target);
}

interface GridKeyboard {
  /** The cell the focus is on or last was on, clamped to the grid. */
  active: GridPosition;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Roving focus over the cells of a table (see gridNavigation.ts for the keys). A key press moves the active cell,
 * asks `revealRow` to scroll a page row into view (rows far away are not rendered yet), then focuses the cell — or
 * the widget inside it — once it has been rendered.
 */
export function useGridKeyboard(
  tableRef: RefObject<HTMLTableElement | null>,
  shape: GridShape,
  revealRow: (pageRow: number) => void,
): GridKeyboard {
  const [position, setPosition] = useState<GridPosition>({ row: 0, column: 0 });
  const active = clampPosition(position, shape);
  // The cell a key press is moving to, until it has been rendered and focused.
  const focusPending = useRef<GridPosition | null>(null);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.metaKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(TEXT_ENTRY)) return;
      const focused = positionOf(event.target, tableRef.current);
      if (!focused) return;
      // Keys pressed while a far row is still scrolling into view continue from where the focus is heading.
      const from = focusPending.current ?? focused;
      const next = moveInGrid(event.key, { ctrlKey: event.ctrlKey }, from, shape);
      if (!next) return;
      event.preventDefault();
      focusPending.current = next;
      setPosition(next);
      if (next.row > 0) revealRow(next.row - 1);
    },
    [tableRef, shape, revealRow],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const focused = positionOf(event.target, tableRef.current);
      if (focused)
        setPosition((current) =>
          current.row === focused.row && current.column === focused.column ? current : focused,
        );
    },
    [tableRef],
  );

  // Runs after every render: the target row may appear only after the scroll that revealRow started.
  useEffect(() => {
    if (focusPending.current === null) return;
    const cell = tableRef.current ? cellAt(tableRef.current, active) : null;
    if (!cell) return;
    focusPending.current = null;
    // A disabled button takes no focus (an appliance's Activate once activated): the cell's next widget does.
    (cell.querySelector<HTMLElement>('[data-cell-focus]:not(:disabled)') ?? cell).focus();
  });

  return { active, onKeyDown, onFocus };
}
