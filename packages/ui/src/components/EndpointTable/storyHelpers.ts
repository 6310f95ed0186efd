import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';

type Canvas = StoryContext['canvas'];

/** Helpers for the EndpointTable stories' play functions: what a user reads off the table. */
export function endpointGrid(canvas: Canvas): HTMLElement {
  return canvas.getByRole('grid', { name: 'Endpoints' });
}

/** The texts of a column in the rows that are rendered (the rows in view and a few either side). */
export function columnTexts(canvas: Canvas, header: string): string[] {
  const grid = endpointGrid(canvas);
  const index = within(grid)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === header);
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[index]?.textContent ?? '');
}

export function pagerText(canvas: Canvas): string {
  return (
    canvas.getByRole('navigation', { name: 'Pages of endpoints' }).querySelector('[role="status"]')?.textContent ?? ''
  );
}

/** Tabs until the focus is inside the grid (the filters and toolbar come first), as a keyboard user would. */
export async function tabIntoGrid(canvas: Canvas, tab: () => Promise<void>): Promise<void> {
  const grid = endpointGrid(canvas);
  for (let presses = 0; presses < 20 && !grid.contains(document.activeElement); presses += 1) await tab();
}
