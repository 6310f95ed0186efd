import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useControllableState } from '../../hooks';
import { ProgressBar } from '../ProgressBar';
import { VisuallyHidden } from '../VisuallyHidden';
import { DataTableBody, type DataTableBodyState } from './DataTableBody';
import { DataTableHeader } from './DataTableHeader';
import { DataTablePager } from './DataTablePager';
import { DataTableRoot, HEADER_UNITS, ROW_UNITS, ScrollArea, Table, type DataTableDensity } from './DataTable.styles';
import { DEFAULT_PAGE_SIZE } from './paging';
import type { RowFilter } from './rowOrder';
import { focusedRowOf, type FocusedRow } from './rowSlots';
import type { DataTableColumn, DataTableSort } from './types';
import { useDataTableRows } from './useDataTableRows';
import { useGridKeyboard } from './useGridKeyboard';
import { useSortIntent } from './useSortIntent';

export interface DataTableProps<Row> {
  rows: readonly Row[];
  /** Keep the array (and each column's functions) stable between renders, so rows stay memoised. */
  columns: readonly DataTableColumn<Row>[];
  /** Each row's id, on its DOM row as data-row-id (for tests and tools: DOM rows are reused as the table scrolls). */
  getRowId: (row: Row) => string;
  /** Names the table for assistive technology. */
  caption: string;
  /** What the rows are, plural, for the pager: 'Showing 1 - 100 of 2,600 endpoints'. */
  noun: string;
  /** Which rows to show; `index` is the row's position in `rows` (for precomputed search text). Keep it stable. */
  rowFilter?: RowFilter<Row>;
  /** The sort, owned by the parent (e.g. kept in the URL); leave undefined to let the table keep it. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The 1-based page, owned by the parent; leave undefined to let the table keep it. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  /**
   * Show the table's own pager (default). Turn it off when the rows are one page of a list paged elsewhere, e.g. a
   * server page with its own Previous / Next, so two pagers never show.
   */
  pager?: boolean;
  /** Rows are still arriving: a progress bar shows above the table. */
  loading?: boolean;
  /** Percent loaded, 0–100, for the progress bar. */
  progress?: number;
  loadingLabel?: string;
  /** Show the loading label above the progress bar (e.g. how much of a long list is in); otherwise it only names it. */
  showLoadingLabel?: boolean;
  /** Shown when there are no rows at all. */
  emptyMessage?: ReactNode;
  /** Shown when rows exist but the filter hides them all. */
  noMatchMessage?: ReactNode;
  /** A way out of the no-match state, e.g. a 'Clear All' button. */
  noMatchAction?: ReactNode;
  density?: DataTableDensity;
  /** Rows in view before the table scrolls. */
  visibleRows?: number;
  className?: string;
}

/**
 * A sortable, paged, virtualised data table. It is an ARIA grid: one tab stop, arrow keys between cells (see
 * gridNavigation.ts). Rows are sorted, filtered and paged in memoised steps; only the rows in view are rendered.
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  caption,
  noun,
  rowFilter,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize = DEFAULT_PAGE_SIZE,
  pager = true,
  loading = false,
  progress = 0,
  loadingLabel = 'Loading...',
  showLoadingLabel = false,
  emptyMessage = 'No rows found.',
  noMatchMessage = 'No rows match the current filter criteria.',
  noMatchAction,
  density = 'regular',
  visibleRows = 10,
  className,
}: DataTableProps<Row>) {
  const theme = useTheme();
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange);
  // An uncontrolled page belongs to one filter: a new filter starts again on page 1.
  const [ownPage, setOwnPage] = useState({ page: defaultPage, rowFilter });
  const requestedPage = pageProp ?? (ownPage.rowFilter === rowFilter ? ownPage.page : 1);
  const setPage = useCallback(
    (next: number) => {
      setOwnPage({ page: next, rowFilter });
      onPageChange?.(next);
    },
    [rowFilter, onPageChange],
  );
  const { pageRows, matchCount, page } = useDataTableRows({
    rows,
    columns,
    sort,
    rowFilter,
    page: requestedPage,
    pageSize,
    // The rows in view, the spare rows, and a page down: what a first sort paints before sorting the rest.
    firstRows: visibleRows * 3,
  });

  const sortIntent = useSortIntent(rows, columns);

  const onSort = useCallback(
    (columnId: string) => {
      const direction = sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
      setSort({ columnId, direction });
      if (page !== 1) setPage(1);
    },
    [sort, setSort, page, setPage],
  );

  // The page and sort shown; with the filter's result, what the user chose to see. New rows arriving do not change it
  // without a filter; a new filter that keeps the same rows (a letter more that drops none) answers the same result
  // array (filteredIndices), so nothing is rendered again.
  const view = `${String(page)}|${sort === null ? '' : `${sort.columnId}:${sort.direction}`}`;
  const filtered = rowFilter === undefined ? undefined : pageRows;
  const rowSet = useMemo(() => ({ view, filtered }), [view, filtered]);

  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const rowHeight = theme.gridSize * ROW_UNITS[density];
  const headerHeight = theme.gridSize * HEADER_UNITS;
  // The body owns the rows in view (DataTableBody); the keyboard scrolls far rows into view through it.
  const revealRowRef = useRef<(pageRow: number) => void>(null);
  const revealRow = useCallback((pageRow: number) => revealRowRef.current?.(pageRow), []);
  const shape = { rows: pageRows.length + 1, columns: columns.length, pageRows: visibleRows };
  const { active, onKeyDown, onFocus } = useGridKeyboard(tableRef, shape, revealRow);
  // The body row the focus went to, by place and id: DOM rows are reused (rowSlots.ts), and a focused one must not
  // show another row's content. Set from the focus itself, not from a key press (which moves `active` first).
  const [focusedRow, setFocusedRow] = useState<FocusedRow | undefined>(undefined);
  const onTableFocus = useCallback(
    (event: FocusEvent<HTMLTableElement>) => {
      onFocus(event);
      setFocusedRow(focusedRowOf(event.target));
    },
    [onFocus],
  );
  // A row scrolled out of view is not rendered, so the tab stop falls back to the header of the same column.
  const [activeRendered, setActiveRendered] = useState(true);
  const headerTabStop = active.row === 0 || !activeRendered ? active.column : -1;

  // Another page or sort starts at the top. Not when the table appears: its scroller is at the top already, and a
  // scroll there forced a layout of the whole new screen inside React's commit (about 30 ms of the onboarding
  // overview's first render, 90 ms at a 3x slower CPU).
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    scrollElement?.scrollTo({ top: 0 });
  }, [scrollElement, view]);

  // With a width for every column, the table keeps them and scrolls sideways instead of squeezing them.
  const minWidth = columns.every((column) => column.width !== undefined)
    ? theme.spacing(columns.reduce((sum, column) => sum + (column.width ?? 0), 0))
    : undefined;

  let state: DataTableBodyState = 'rows';
  // Rows that a filter hides all of say so even while more rows load or complete (the progress bar says that).
  if (pageRows.length === 0) state = rows.length > 0 ? 'no-match' : loading ? 'loading' : 'empty';
  const message = state === 'loading' ? loadingLabel : state === 'empty' ? emptyMessage : noMatchMessage;

  return (
    <DataTableRoot className={className} data-portal-id="data-table">
      {loading && <ProgressBar value={progress} label={loadingLabel} showLabel={showLoadingLabel} />}
      <ScrollArea ref={setScrollElement} $density={density} $visibleRows={visibleRows}>
        <Table
          ref={tableRef}
          role="grid"
          $density={density}
          style={{ minWidth }}
          aria-rowcount={Math.max(pageRows.length, 1) + 1}
          aria-busy={loading || undefined}
          onKeyDown={onKeyDown}
          onFocus={onTableFocus}
        >
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <colgroup>
            {columns.map((column) => (
              <col
                key={column.id}
                style={column.width === undefined ? undefined : { width: theme.spacing(column.width) }}
              />
            ))}
          </colgroup>
          <DataTableHeader
            columns={columns}
            sort={sort}
            onSort={onSort}
            sortIntent={sortIntent}
            tabStopColumn={headerTabStop}
          />
          <DataTableBody
            state={state}
            rows={rows}
            pageRows={pageRows}
            columns={columns}
            getRowId={getRowId}
            scrollElement={scrollElement}
            rowSet={rowSet}
            rowHeight={rowHeight}
            headerHeight={headerHeight}
            visibleRows={visibleRows}
            active={active}
            onActiveRenderedChange={setActiveRendered}
            revealRowRef={revealRowRef}
            focusedRow={focusedRow}
            message={message}
            messageAction={state === 'no-match' ? noMatchAction : undefined}
          />
        </Table>
      </ScrollArea>
      {pager && matchCount > 0 && (
        <DataTablePager page={page} total={matchCount} pageSize={pageSize} noun={noun} onPageChange={setPage} />
      )}
    </DataTableRoot>
  );
}
