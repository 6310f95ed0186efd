// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cellAt, cellPositionOf } from './cellPosition';
import { focusedRowOf } from './rowSlots';

/** A grid as DataTable renders it: the header row, a spacer, two body rows (the 41st and 42nd), a message row. */
function grid(): HTMLTableElement {
  const table = document.createElement('table');
  table.innerHTML = `
    <thead><tr aria-rowindex="1"><th>Name</th><th><button data-cell-focus>Status</button></th></tr></thead>
    <tbody>
      <tr aria-hidden="true"><td data-spacer></td></tr>
      <tr aria-rowindex="42" data-row-id="a"><td>alpha</td><td><span data-cell-focus>Online</span></td></tr>
      <tr aria-rowindex="43" data-row-id="b"><td>beta</td><td><button data-cell-focus>Remove</button></td></tr>
    </tbody>
    <tbody><tr aria-rowindex="2"><td data-message>No rows</td></tr></tbody>`;
  document.body.replaceChildren(table);
  return table;
}

function find(table: HTMLElement, selector: string): Element {
  const element = table.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

describe('cellPositionOf', () => {
  it('reads the row from aria-rowindex (the header row is row 0) and the column from the cell index', () => {
    const table = grid();
    expect(cellPositionOf(find(table, 'th'))).toEqual({ row: 0, column: 0 });
    expect(cellPositionOf(find(table, 'thead button'))).toEqual({ row: 0, column: 1 });
    expect(cellPositionOf(find(table, '[data-row-id="a"] td'))).toEqual({ row: 41, column: 0 });
    expect(cellPositionOf(find(table, '[data-row-id="b"] button'))).toEqual({ row: 42, column: 1 });
  });

  it('answers nothing outside a grid cell: a spacer, the message row, the table itself', () => {
    const table = grid();
    expect(cellPositionOf(find(table, '[data-spacer]'))).toBeUndefined();
    expect(cellPositionOf(find(table, '[data-message]'))).toBeUndefined();
    expect(cellPositionOf(table)).toBeUndefined();
  });
});

describe('cellAt', () => {
  it('finds the rendered cell at a place, and null for a row not rendered or a column it lacks', () => {
    const table = grid();
    expect(cellAt(table, { row: 42, column: 1 })?.textContent).toBe('Remove');
    expect(cellAt(table, { row: 0, column: 0 })?.textContent).toBe('Name');
    expect(cellAt(table, { row: 7, column: 0 })).toBeNull();
    expect(cellAt(table, { row: 41, column: 5 })).toBeNull();
  });
});

describe('focusedRowOf', () => {
  it('names the body row of the focused element by its index on the page and its id', () => {
    const table = grid();
    expect(focusedRowOf(find(table, '[data-row-id="b"] button'))).toEqual({ index: 41, id: 'b' });
    expect(focusedRowOf(find(table, 'thead button'))).toBeUndefined();
  });
});
