import { endpointAddresses, lastReportedText, MAX_SHOWN_ADDRESSES, type EndpointRow } from '@portal/ui';
import { afterPaint, type BenchFigure } from '../harness';
import { ROW_HEIGHT, SCROLL_JUMP_ROWS } from './page';
import { measureWithSetup, paintedWhen, scrollTo } from './timing';

/**
 * The floor under our scroll jump: the same jump, with the DOM changes React makes worked out beforehand and written
 * straight to the table's DOM (the spacers resized, the spare rows removed, the rows in view given the new rows'
 * texts and attributes). It times what the browser itself takes to style, lay out and paint that change on this
 * machine, in this run: no table that renders this DOM, in any framework, jumps faster, so AG Grid's jump over this
 * figure is the most such a table could reach against it. (It moves no DOM row and does nothing but the writes, so it
 * is a little under what even a perfect renderer would need.)
 *
 * It writes behind React's back, so it runs last, on a table that is unmounted after it.
 */

/** The texts of a row's cells in column order, as EndpointTable shows them; null where a jump changes nothing. */
function cellTexts(row: EndpointRow): (string | null)[] {
  const addresses = endpointAddresses(row);
  const shown = addresses.slice(0, MAX_SHOWN_ADDRESSES).join(', ');
  return [
    row.hostname,
    row.userName,
    addresses.length > MAX_SHOWN_ADDRESSES ? `${shown}, …` : shown,
    row.status,
    row.OSVersion,
    lastReportedText(row.heartbeatTime),
    row.contained,
    // The Remove button's label.
    null,
  ];
}

function firstText(cell: Element): Text | null {
  const node = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
  return node instanceof Text ? node : null;
}

function spacerCell(body: HTMLElement, which: 'first' | 'last'): HTMLElement {
  const spacers = body.querySelectorAll<HTMLElement>('td[data-spacer]');
  const spacer = which === 'first' ? spacers[0] : spacers[spacers.length - 1];
  if (spacer === undefined || spacers.length < 2) throw new Error('the table has no spacer rows above and below');
  return spacer;
}

export async function measureJumpFloor(
  label: string,
  rows: readonly EndpointRow[],
  scroller: HTMLElement,
): Promise<BenchFigure> {
  const body = scroller.querySelector('tbody');
  const header = scroller.querySelector('thead');
  if (!body || !header) throw new Error('no table body or header');
  // As many rows as React's jump renders: those at least partly in view below the sticky header.
  const inView = Math.ceil((scroller.clientHeight - header.offsetHeight) / ROW_HEIGHT);
  const total = rows.length * ROW_HEIGHT;
  const removed: Element[] = [];
  // The next jump's writes, worked out before it (untimed), so the timed part is the writes alone.
  let writes: (() => void)[] = [];
  const plan = (target: number) => {
    const domRows = [...body.querySelectorAll('tr[aria-rowindex]')];
    const top = spacerCell(body, 'first');
    const bottom = spacerCell(body, 'last');
    writes = [
      () => {
        top.style.height = `${String(target * ROW_HEIGHT)}px`;
        bottom.style.height = `${String(total - (target + inView) * ROW_HEIGHT)}px`;
      },
      ...domRows.slice(inView).map((spare) => () => {
        spare.remove();
        removed.push(spare);
      }),
      ...domRows.slice(0, inView).flatMap((domRow, position) => {
        const row = rows[target + position];
        if (row === undefined) return [];
        const texts = cellTexts(row);
        const cells = [...domRow.children].flatMap((cell, column) => {
          const text = texts[column];
          const node = firstText(cell);
          return text === null || text === undefined || node === null || node.nodeValue === text
            ? []
            : [() => (node.nodeValue = text)];
        });
        return [
          () => {
            domRow.setAttribute('aria-rowindex', String(target + position + 2));
            domRow.setAttribute('data-row-id', row.id);
          },
          ...cells,
        ];
      }),
    ];
  };
  // Keeps the scroll event from the table's own listener; the timing's listener on the document still hears it.
  const keepFromTable = (event: Event) => event.stopPropagation();
  document.addEventListener('scroll', keepFromTable, { capture: true });
  try {
    return await measureWithSetup(
      label,
      async (run) => {
        // Untimed: the spare rows back below the rows in view, the bottom spacer shorter by them (the table's height
        // unchanged, as between React's jumps), for the next jump to remove; then the jump's writes planned.
        const bottom = spacerCell(body, 'last');
        bottom.parentElement?.before(...removed.splice(0));
        const start = Math.round(spacerCell(body, 'first').getBoundingClientRect().height / ROW_HEIGHT);
        const rendered = body.querySelectorAll('tr[aria-rowindex]').length;
        bottom.style.height = `${String(total - (start + rendered) * ROW_HEIGHT)}px`;
        plan((run + 1) * SCROLL_JUMP_ROWS);
        await afterPaint();
      },
      async (run, startAt) => {
        startAt(await scrollTo(scroller, (run + 1) * SCROLL_JUMP_ROWS * ROW_HEIGHT));
        // Within the scroll event's task, as React's handler renders.
        for (const write of writes) write();
        await paintedWhen(() => true);
      },
    );
  } finally {
    document.removeEventListener('scroll', keepFromTable, { capture: true });
  }
}
