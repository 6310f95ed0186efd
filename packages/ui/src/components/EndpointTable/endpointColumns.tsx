import type { ReactNode } from 'react';
import type { Intent } from '../../theme/tokens';
import type { DataTableColumn } from '../DataTable';
import { RemoveEndpointButton } from './EndpointActions';
import { OPTIONAL_COLUMN_HEADERS, optionalColumnsInOrder, type EndpointOptionalColumn } from './endpointCsv';
import { endpointAddresses, lastReportedText, type EndpointRow } from './endpointRow';
import { IpAddressCell } from './IpAddressCell';

type EndpointColumn = DataTableColumn<EndpointRow>;

/**
 * A Badge's look on a plain span, styled by the table (EndpointTable.styles.ts): Badge is a styled component, whose
 * styles are worked out again on every render, and a scroll jump renders every row in view anew. With the plain
 * remove button (EndpointActions.tsx) and no per-cell position attribute (cellPosition.ts), a jump of 2,000 rows on
 * 100,000 took 2.45 -> 1.75 ms of scroll handler CPU time and 5.83 -> 5.25 ms for its whole frame (medians of 27,
 * traced runs).
 */
function CellBadge({ intent, children }: { intent: Intent; children: ReactNode }) {
  return (
    <span data-endpoint-cell="badge" data-intent={intent}>
      {children}
    </span>
  );
}

// Module-level columns and accessors: the same functions every render, so sorted orders are cached and rows memoised.
const hostname: EndpointColumn = {
  id: 'hostname',
  header: 'Endpoint Name',
  cell: (row) => row.hostname,
  sortValue: (row) => row.hostname,
  width: 22,
};
const userName: EndpointColumn = {
  id: 'userName',
  header: 'Last User',
  cell: (row) => row.userName,
  sortValue: (row) => row.userName,
  width: 18,
};
const ipAddress: EndpointColumn = {
  id: 'ipAddress',
  header: 'IP Address',
  cell: (row) => <IpAddressCell row={row} />,
  sortValue: (row) => endpointAddresses(row)[0],
  interactive: true,
  width: 24,
};
const status: EndpointColumn = {
  id: 'status',
  header: 'Status',
  cell: (row) => <CellBadge intent={row.status === 'Online' ? 'success' : 'unknown'}>{row.status}</CellBadge>,
  sortValue: (row) => row.status,
  width: 12,
};
const osVersion: EndpointColumn = {
  id: 'OSVersion',
  header: 'Operating System',
  cell: (row) => row.OSVersion,
  sortValue: (row) => row.OSVersion,
  width: 26,
};
const lastReported: EndpointColumn = {
  id: 'heartbeatTime',
  header: 'Last Reported',
  cell: (row) => <span data-endpoint-cell="last-reported">{lastReportedText(row.heartbeatTime)}</span>,
  sortValue: (row) => row.heartbeatTime,
  width: 17,
};
const contained: EndpointColumn = {
  id: 'contained',
  header: 'Containment',
  cell: (row) =>
    row.contained === 'Contained' ? <CellBadge intent="danger">{row.contained}</CellBadge> : row.contained,
  sortValue: (row) => row.contained,
  width: 17,
};
const actions: EndpointColumn = {
  id: 'actions',
  header: 'Actions',
  cell: (row) => <RemoveEndpointButton row={row} />,
  interactive: true,
  align: 'center',
  width: 11,
};

function optionalColumn(field: EndpointOptionalColumn, width: number): EndpointColumn {
  return {
    id: field,
    header: OPTIONAL_COLUMN_HEADERS[field],
    cell: (row) => <span data-endpoint-cell="mono">{row[field]}</span>,
    sortValue: (row) => row[field],
    width,
  };
}

const OPTIONAL_COLUMNS: Record<EndpointOptionalColumn, EndpointColumn> = {
  architecture: optionalColumn('architecture', 15),
  softwareVersion: optionalColumn('softwareVersion', 16),
  id: optionalColumn('id', 22),
  deploymentID: optionalColumn('deploymentID', 22),
  macAddress: optionalColumn('macAddress', 18),
};

/** The sort the page opens with: containment, contained endpoints first (portal-core §2). */
export const DEFAULT_ENDPOINT_SORT = { columnId: 'contained', direction: 'ascending' } as const;

/** The columns of portal-core §2, the chosen optional ones before Actions. */
export function endpointColumns(optional: readonly EndpointOptionalColumn[]): EndpointColumn[] {
  return [
    hostname,
    userName,
    ipAddress,
    status,
    osVersion,
    lastReported,
    contained,
    ...optionalColumnsInOrder(optional).map((field) => OPTIONAL_COLUMNS[field]),
    actions,
  ];
}
