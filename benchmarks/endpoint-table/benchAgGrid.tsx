import type { EndpointRow } from '@portal/ui';
import type { GridApi } from 'ag-grid-community';
import { useState } from 'react';
import { afterPaint, type BenchFigure } from '../harness';
import { AgGridTable } from './agGridTable';
import {
  container,
  HOSTNAME_KEYSTROKES,
  KEYSTROKES,
  query,
  render,
  ROW_HEIGHT,
  SCROLL_JUMP_ROWS,
  SMOOTH_SCROLL,
  searchInput,
} from './page';
import {
  measureOneRowScroll,
  measureWithSetup,
  paintedWhen,
  scrollFrames,
  scrollTo,
  typeInto,
  type ScrollStats,
} from './timing';

let api: GridApi<EndpointRow> | undefined;
const onReady = (ready: GridApi<EndpointRow>) => {
  api = ready;
};

/** AG Grid with a search field bound to its quick filter, as an app would wire it. */
function AgGridWithSearch({ rows }: { rows: EndpointRow[] }) {
  const [text, setText] = useState('');
  return (
    <>
      <input type="search" aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <AgGridTable rows={rows} quickFilterText={text} onReady={onReady} />
    </>
  );
}

let mounts = 0;

/** A new grid (a new key, so no state carries over). */
function mount(rows: EndpointRow[]): void {
  api = undefined;
  mounts += 1;
  render(<AgGridWithSearch key={mounts} rows={rows} />);
}

/** AG Grid renders rows after its model updates; settled once the DOM shows the rows it means to render. */
function settled(): boolean {
  if (!api) return false;
  const nodes = api.getRenderedNodes();
  if (container.querySelectorAll('.ag-row').length !== nodes.length) return false;
  const [first] = nodes;
  if (!first) return true;
  const cell = container.querySelector(`.ag-row[row-index="${first.rowIndex ?? -1}"] [col-id="hostname"]`);
  return cell?.textContent === (first.data?.hostname ?? '');
}

const sortOf = () => api?.getColumnState().find((column) => column.colId === 'hostname')?.sort ?? null;
const rowShown = (index: number) => container.querySelector(`.ag-row[row-index="${index}"]`) !== null;

export async function benchAgGrid(rows: EndpointRow[]): Promise<{ figures: BenchFigure[]; smooth: ScrollStats }> {
  const label = (what: string) => `AG Grid ${what}`;
  const fresh = async () => {
    mount(rows.slice());
    await paintedWhen(settled);
  };

  const firstRender = await measureWithSetup(
    label('first render'),
    async () => {
      render(null);
      await afterPaint();
    },
    async () => {
      mount(rows.slice());
      await paintedWhen(() => settled() && rowShown(0));
    },
  );

  const firstKeystroke = await measureWithSetup(
    label('first keystroke after mount'),
    fresh,
    async () => {
      typeInto(searchInput(), 'w');
      await paintedWhen(() => api?.isQuickFilterPresent() === true && settled());
    },
    5,
    1,
  );

  await fresh();
  typeInto(searchInput(), 'x');
  await paintedWhen(settled);
  typeInto(searchInput(), '');
  await paintedWhen(settled);
  const keystroke = await measureWithSetup(
    label('filter keystroke'),
    () => Promise.resolve(),
    async (run) => {
      const text = KEYSTROKES[run % KEYSTROKES.length] ?? '';
      typeInto(searchInput(), text);
      await paintedWhen(() => api?.getGridOption('quickFilterText') === text && settled());
    },
  );
  typeInto(searchInput(), '');
  await paintedWhen(settled);
  const hostnameKeystroke = await measureWithSetup(
    label('filter keystroke, a hostname typed'),
    () => Promise.resolve(),
    async (run) => {
      const text = HOSTNAME_KEYSTROKES[run] ?? '';
      typeInto(searchInput(), text);
      await paintedWhen(() => api?.getGridOption('quickFilterText') === text && settled());
    },
    HOSTNAME_KEYSTROKES.length - 2,
  );
  typeInto(searchInput(), '');
  await paintedWhen(settled);

  const sortBy = (sort: 'asc' | 'desc') =>
    api?.applyColumnState({ state: [{ colId: 'hostname', sort }], defaultState: { sort: null } });
  const sort = await measureWithSetup(
    label('sort (column sorted before)'),
    () => Promise.resolve(),
    async () => {
      const wanted = sortOf() === 'asc' ? 'desc' : 'asc';
      sortBy(wanted);
      await paintedWhen(() => sortOf() === wanted && settled());
    },
  );
  const firstSort = await measureWithSetup(
    label('sort (first time on a column)'),
    fresh,
    async () => {
      sortBy('asc');
      await paintedWhen(() => sortOf() === 'asc' && settled());
    },
    5,
    1,
  );

  await fresh();
  // AG Grid 36 scrolls rows (both ways) in .ag-grid-viewport.
  const scroller = query('.ag-grid-viewport');
  // Names for scripts/bench-frames.mjs, which reports a traced run's scroll frames by the last mark before them.
  performance.mark('set-ag-jump');
  const jump = await measureWithSetup(
    label(`scroll jump of ${SCROLL_JUMP_ROWS.toLocaleString('en')} rows (from the scroll event)`),
    () => Promise.resolve(),
    async (run, startAt) => {
      const target = (run + 1) * SCROLL_JUMP_ROWS;
      startAt(await scrollTo(scroller, target * ROW_HEIGHT));
      await paintedWhen(() => rowShown(target) && settled());
    },
  );
  performance.mark('set-ag-onerow');
  const oneRow = await measureOneRowScroll(label('scroll of one row (from the scroll event)'), scroller, ROW_HEIGHT);
  performance.mark('set-ag-smooth');
  const smooth = await scrollFrames(scroller, SMOOTH_SCROLL.rowsPerFrame * ROW_HEIGHT, SMOOTH_SCROLL.frames);
  render(null);
  return {
    figures: [firstRender, firstKeystroke, keystroke, hostnameKeystroke, sort, firstSort, jump, oneRow],
    smooth,
  };
}
