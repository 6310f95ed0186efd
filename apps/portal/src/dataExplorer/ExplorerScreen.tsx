import type { DataTableColumn } from '@portal/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiQuery } from '../api/useApi';
import { ExplorerStack } from './DataExplorer.styles';
import { requestedRange, shownRange } from './explorerRange';
import { ExplorerPanel, type ExplorerReply } from './ExplorerPanel';
import { ExplorerTable } from './ExplorerTable';
import { ExplorerToolbar } from './ExplorerToolbar';
import { ExplorerTypeNav, type ExplorerTypeNavProps } from './ExplorerTypeNav';
import type { ExplorerView } from './useExplorerView';

/** A type's wording: the panel is 'Top {noun}', the table '{subject} by {header}'. */
export interface ExplorerTypeInfo {
  noun: string;
  header: string;
}

/** A type's columns, which depend on its rows (the heat map's maximum) and the URL (the drill-down links). */
export type ExplorerColumns<Type extends string, Row> = (
  type: Type,
  rows: readonly Row[],
  search: string,
) => DataTableColumn<Row>[];

export interface ExplorerScreenProps<Type extends string, Row> {
  type: Type;
  /** The type tabs: where the types live, which exist and the navigation's name. */
  nav: Omit<ExplorerTypeNavProps, 'current'>;
  view: ExplorerView;
  /** The type's rows, asked for with the view's range, filters and sort. */
  query: ApiQuery<ExplorerReply<Row>>;
  info: ExplorerTypeInfo;
  /** What the rows count, for the table's name: 'AD events', 'Flows'. */
  subject: string;
  /** The filters a drill-down sets, shown as removable chips. */
  filterLabels: Readonly<Record<string, string>>;
  columns: ExplorerColumns<Type, Row>;
  getRowId: (row: Row) => string;
  /** More filters for the toolbar (Flow Data's direction). */
  children?: ReactNode;
}

function ExplorerRows<Type extends string, Row>({
  type,
  rows,
  view,
  info,
  subject,
  columns,
  getRowId,
}: Pick<ExplorerScreenProps<Type, Row>, 'type' | 'view' | 'info' | 'subject' | 'columns' | 'getRowId'> & {
  rows: readonly Row[];
}) {
  const { search } = useLocation();
  const tableColumns = useMemo(() => columns(type, rows, search), [columns, type, rows, search]);
  return (
    <ExplorerTable
      rows={rows}
      columns={tableColumns}
      getRowId={getRowId}
      caption={`${subject} by ${info.header.toLowerCase()}`}
      noun={info.noun}
      view={view}
    />
  );
}

/**
 * One type of a data explorer (AD Event Data, Flow Data): the type tabs, the toolbar with the range and the filters,
 * and the panel with the top rows. The page keys it by type, so another type never shows this one's rows while it
 * loads.
 */
export function ExplorerScreen<Type extends string, Row>({
  nav,
  query,
  filterLabels,
  children,
  ...rows
}: ExplorerScreenProps<Type, Row>) {
  const { type, view, info } = rows;
  const [now] = useState(() => new Date());
  const requested = requestedRange(view.filters);
  return (
    <ExplorerStack>
      <ExplorerTypeNav {...nav} current={type} />
      <ExplorerToolbar view={view} range={shownRange(query.data, requested, now)} filterLabels={filterLabels}>
        {children}
      </ExplorerToolbar>
      <ExplorerPanel title={`Top ${info.noun}`} query={query} requested={requested}>
        {(reply) => <ExplorerRows {...rows} rows={reply.results} />}
      </ExplorerPanel>
    </ExplorerStack>
  );
}
