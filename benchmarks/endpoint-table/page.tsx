import { PortalThemeProvider } from '@portal/ui';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const element = document.getElementById('root');
if (!element) throw new Error('no #root');
export const container: HTMLElement = element;
const root = createRoot(container);

/** Renders synchronously into the page, inside the Portal theme (AG Grid brings its own). */
export function render(children: ReactNode): void {
  flushSync(() => root.render(<PortalThemeProvider colorScheme="light">{children}</PortalThemeProvider>));
}

export function query(selector: string): HTMLElement {
  const found = container.querySelector(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${selector}`);
  return found;
}

/** The search field of the table on the page (each harness has one). */
export function searchInput(): HTMLInputElement {
  const found = container.querySelector('input[type="search"]');
  if (!(found instanceof HTMLInputElement)) throw new Error('no search field');
  return found;
}

/** Both tables get the same room: 1,300 px wide, ten 56 px rows tall. */
export const TABLE_WIDTH = 1300;
export const ROW_HEIGHT = 56;
export const COUNT = 100_000;
export const KEYSTROKES = [
  'w',
  'wi',
  'win',
  'wind',
  'windo',
  'window',
  'windows',
  'windows ',
  'windows 1',
  'windows 11',
];
/** A hostname typed a letter at a time: after the first letters each keystroke narrows the search before it. */
export const HOSTNAME_KEYSTROKES = [
  'n',
  'nh',
  'nh-',
  'nh-w',
  'nh-ws',
  'nh-ws-',
  'nh-ws-0',
  'nh-ws-00',
  'nh-ws-000',
  'nh-ws-0004',
];
export const SCROLL_JUMP_ROWS = 2_000;
export const SMOOTH_SCROLL = { rowsPerFrame: 3, frames: 240 };
