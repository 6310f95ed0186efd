import type { CsvRow } from '../../csv';
import { endpointAddresses, type EndpointRow } from './endpointRow';

/** Columns some views add (portal-core §2), in the order they show. */
export const ENDPOINT_OPTIONAL_COLUMNS = [
  'architecture',
  'softwareVersion',
  'id',
  'deploymentID',
  'macAddress',
] as const;
export type EndpointOptionalColumn = (typeof ENDPOINT_OPTIONAL_COLUMNS)[number];

export const OPTIONAL_COLUMN_HEADERS: Record<EndpointOptionalColumn, string> = {
  architecture: 'Architecture',
  softwareVersion: 'Agent Version',
  id: 'Client ID',
  deploymentID: 'Deployment ID',
  macAddress: 'MAC Address',
};

/** The optional columns asked for, in display order, each once. */
export function optionalColumnsInOrder(chosen: readonly EndpointOptionalColumn[]): EndpointOptionalColumn[] {
  return ENDPOINT_OPTIONAL_COLUMNS.filter((column) => chosen.includes(column));
}

/** The CSV of the rows as shown (all pages): the table's columns without Actions; all addresses; ISO times. */
export function endpointCsvRows(rows: readonly EndpointRow[], optional: readonly EndpointOptionalColumn[]): CsvRow[] {
  const extra = optionalColumnsInOrder(optional);
  const header = [
    'Endpoint Name',
    'Last User',
    'IP Address',
    'Status',
    'Operating System',
    'Last Reported',
    'Containment',
    ...extra.map((column) => OPTIONAL_COLUMN_HEADERS[column]),
  ];
  return [
    header,
    ...rows.map((row) => [
      row.hostname,
      row.userName,
      endpointAddresses(row).join(', '),
      row.status,
      row.OSVersion,
      row.heartbeatTime,
      row.contained,
      ...extra.map((column) => row[column]),
    ]),
  ];
}
