import { cellPositionOf } from './cellPosition';

/**
 * Keys for the rendered rows of a virtualised table, by slot rather than by row: the rows of a window of consecutive
 * indices take `index % slots`, so a jump, a sort or a keystroke gives the DOM rows already there new content instead
 * of removing them and building others (measured on 100,000 rows: a scroll jump 6.4-7.2 -> 5.7-5.9 ms, a sort of a
 * column sorted before 7.2-7.6 -> 6.1-7.0 ms), and a scroll of one row moves one slot from one end to the other. That
 * takes windows of exactly `slots` rows (windowOverscan in useRowVirtualizer.ts): in a window one row shorter, the
 * row entering took a slot no row had left, so each scroll removed a DOM row and built another.
 *
 * The row holding the keyboard focus keeps its DOM row while it is rendered at the place it was focused. Once it has
 * scrolled out of the window, or another row has taken its place (the rows were sorted again, or one was removed), the
 * row at that slot takes another key: the focused element is then removed, as when rows were keyed by id, rather than
 * left focused under another row's content.
 */
export function rowSlotKeys(
  indices: readonly number[],
  slots: number,
  /** The index the focus was last in, or -1. */
  focusedIndex: number,
  /** Whether the row now at `focusedIndex` is the row the focus was in. */
  focusedRowThere: boolean,
): string[] {
  // With fewer slots than rows two rows would share a key: never fewer than the window.
  const size = Math.max(slots, indices.length);
  const focusedInPlace = focusedRowThere && indices.includes(focusedIndex);
  const focusedSlot = focusedIndex < 0 || focusedInPlace ? -1 : focusedIndex % size;
  return indices.map((index) => {
    const slot = index % size;
    return slot === focusedSlot ? `slot:${String(slot)}:taken` : `slot:${String(slot)}`;
  });
}

/** The body row holding the focus: its index among the page's rows and its id. */
export interface FocusedRow {
  index: number;
  id: string;
}

/** The body row an element is in, from its cell's place (see cellPosition.ts) and its row (data-row-id). */
export function focusedRowOf(target: EventTarget): FocusedRow | undefined {
  if (!(target instanceof Element)) return undefined;
  const id = target.closest<HTMLElement>('tr[data-row-id]')?.dataset.rowId;
  const gridRow = cellPositionOf(target)?.row;
  if (id === undefined || gridRow === undefined || gridRow < 1) return undefined;
  return { index: gridRow - 1, id };
}
