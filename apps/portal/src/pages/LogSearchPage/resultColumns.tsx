import type { DataTableColumn } from '@portal/ui';
import { MessageText } from './LogSearchPage.styles';

/** A row of a results page: the reply's fields and its place on the page (results carry no id). */
export interface ResultRow {
  key: string;
  timestamp: string;
  source: string;
  message: string;
}

export const resultRowId = (row: ResultRow): string => row.key;

const timestampCell = (row: ResultRow) => row.timestamp;
const sourceCell = (row: ResultRow) => row.source;
const messageCell = (row: ResultRow) => <MessageText>{row.message}</MessageText>;

export const RESULT_COLUMNS: readonly DataTableColumn<ResultRow>[] = [
  { id: 'timestamp', header: 'Time', cell: timestampCell, sortValue: timestampCell, width: 28 },
  { id: 'source', header: 'Source', cell: sourceCell, sortValue: sourceCell, width: 24 },
  { id: 'message', header: 'Message', cell: messageCell, sortValue: (row) => row.message },
];
