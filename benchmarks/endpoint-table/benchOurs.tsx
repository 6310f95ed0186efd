import { EndpointTable, type EndpointRow } from '@portal/ui';
import { afterPaint, type BenchFigure } from '../harness';
import {
  container,
  COUNT,
  HOSTNAME_KEYSTROKES,
  KEYSTROKES,
  query,
  render,
  searchInput,
  ROW_HEIGHT,
  SCROLL_JUMP_ROWS,
  SMOOTH_SCROLL,
  TABLE_WIDTH,
} from './page';
import { measureJumpFloor } from './jumpFloor';
import {
  measureOneRowScroll,
  measureWithSetup,
  paintedWhen,
  scrollFrames,
  scrollTo,
  typeInto,
  type ScrollStats,
} from './timing';

const noRemove = () => Promise.resolve();

let mounts = 0;

/** A new table (a new key, so no state carries over) with one page of every row, virtualised as AG Grid does. */
function mount(rows: EndpointRow[]): void {
  mounts += 1;
  render(
    <div style={{ width: TABLE_WIDTH }}>
      <EndpointTable
        key={mounts}
        rows={rows}
        customerName="Tallgrass Logistics"
        agentDownloadHref="/downloads"
        onRemove={noRemove}
        pageSize={COUNT}
      />
    </div>,
  );
}

const pager = () => query('nav [role="status"]').textContent;
const sortButton = () =>
  [...container.querySelectorAll<HTMLButtonElement>('[role="grid"] thead button')].find(
    (button) => button.textContent === 'Endpoint Name',
  );
const sortState = () => sortButton()?.closest('th')?.getAttribute('aria-sort') ?? null;
/** The table's scroll container: the grid's parent. */
const scrollArea = () => query('[role="grid"]').parentElement ?? container;
// The header row is aria-rowindex 1, the first body row 2.
const rowShown = (gridRow: number) => container.querySelector(`tr[aria-rowindex="${String(gridRow + 1)}"]`) !== null;

export const JUMP_FLOOR_LABEL = 'scroll jump, its DOM writes alone (no React)';

export async function benchOurs(
  rows: EndpointRow[],
): Promise<{ figures: BenchFigure[]; smooth: ScrollStats; jumpFloor: BenchFigure }> {
  const label = (what: string) => `@portal/ui ${what}`;
  const fresh = async () => {
    mount(rows.slice());
    await afterPaint();
  };

  const firstRender = await measureWithSetup(
    label('first render'),
    async () => {
      render(null);
      await afterPaint();
    },
    async () => {
      mount(rows.slice());
      await paintedWhen(() => rowShown(1));
    },
  );

  let before: string | null = '';
  const firstKeystroke = await measureWithSetup(
    label('first keystroke after mount'),
    async () => {
      await fresh();
      before = pager();
    },
    async () => {
      typeInto(searchInput(), 'w');
      await paintedWhen(() => pager() !== before);
    },
    5,
    1,
  );

  await fresh();
  typeInto(searchInput(), 'x');
  typeInto(searchInput(), '');
  await afterPaint();
  const keystroke = await measureWithSetup(
    label('filter keystroke'),
    () => Promise.resolve(),
    async (run) => {
      typeInto(searchInput(), KEYSTROKES[run % KEYSTROKES.length] ?? '');
      await paintedWhen(() => true);
    },
  );
  typeInto(searchInput(), '');
  await afterPaint();
  const hostnameKeystroke = await measureWithSetup(
    label('filter keystroke, a hostname typed'),
    () => Promise.resolve(),
    async (run) => {
      typeInto(searchInput(), HOSTNAME_KEYSTROKES[run] ?? '');
      await paintedWhen(() => true);
    },
    HOSTNAME_KEYSTROKES.length - 2,
  );
  typeInto(searchInput(), '');
  await afterPaint();

  const sort = await measureWithSetup(
    label('sort (column sorted before)'),
    () => Promise.resolve(),
    async () => {
      const wanted = sortState() === 'ascending' ? 'descending' : 'ascending';
      sortButton()?.click();
      await paintedWhen(() => sortState() === wanted);
    },
  );
  const firstSort = await measureWithSetup(
    label('sort (first time on a column)'),
    fresh,
    async () => {
      sortButton()?.click();
      await paintedWhen(() => sortState() === 'ascending');
    },
    5,
    1,
  );

  await fresh();
  const scroller = scrollArea();
  // Names for scripts/bench-frames.mjs, which reports a traced run's scroll frames by the last mark before them.
  performance.mark('set-ours-jump');
  const jump = await measureWithSetup(
    label(`scroll jump of ${SCROLL_JUMP_ROWS.toLocaleString('en')} rows (from the scroll event)`),
    () => Promise.resolve(),
    async (run, startAt) => {
      const target = (run + 1) * SCROLL_JUMP_ROWS;
      startAt(await scrollTo(scroller, target * ROW_HEIGHT));
      await paintedWhen(() => rowShown(target + 1));
    },
  );
  performance.mark('set-ours-onerow');
  const oneRow = await measureOneRowScroll(label('scroll of one row (from the scroll event)'), scroller, ROW_HEIGHT);
  performance.mark('set-ours-smooth');
  const smooth = await scrollFrames(scroller, SMOOTH_SCROLL.rowsPerFrame * ROW_HEIGHT, SMOOTH_SCROLL.frames);
  // Last, as it writes to the table's DOM behind React's back; on a fresh table after one jump, as the jumps above.
  await fresh();
  const jumped = scrollArea();
  // Half a jump: the floor's jumps go to every SCROLL_JUMP_ROWS-th row, and a scroll to where it is already fires no event.
  jumped.scrollTop = (SCROLL_JUMP_ROWS / 2) * ROW_HEIGHT;
  await paintedWhen(() => rowShown(SCROLL_JUMP_ROWS / 2 + 1));
  await afterPaint();
  performance.mark('set-ours-floor');
  const jumpFloor = await measureJumpFloor(label(JUMP_FLOOR_LABEL), rows, jumped);
  render(null);
  return {
    figures: [firstRender, firstKeystroke, keystroke, hostnameKeystroke, sort, firstSort, jump, oneRow],
    smooth,
    jumpFloor,
  };
}
