import type { FlowRow, FlowType } from '@portal/api';
import { formatBytes, type DataTableColumn } from '@portal/ui';
import { columnMax, countColumn, drillHref, nameColumn, seriesColumn } from '../../dataExplorer';
import { PATHS } from '../../routing/paths';
import { DEFAULT_FLOW_TYPE, DRILL_FILTER, FLOW_TYPE_INFO } from './flowView';

const flows = (row: FlowRow) => row.flows;
const bytes = (row: FlowRow) => row.bytes;

/**
 * The columns of a flow type: the name (a location or a sensor drills into the devices seen there), flows and
 * bytes on their heat colours, and the bytes-per-second sparkline.
 */
export function flowColumns(type: FlowType, rows: readonly FlowRow[], search: string): DataTableColumn<FlowRow>[] {
  const filter = DRILL_FILTER[type];
  const drill =
    filter === undefined
      ? undefined
      : (row: FlowRow) => ({
          href: drillHref(PATHS.dataFlow, DEFAULT_FLOW_TYPE, search, filter, row.key),
          label: `${row.key}: its devices`,
        });
  return [
    nameColumn('name', FLOW_TYPE_INFO[type].header, (row) => row.key, drill, 28),
    countColumn({ id: 'flows', header: 'Flows', value: flows, max: columnMax(rows, flows) }),
    countColumn({
      id: 'bytes',
      header: 'Bytes',
      value: bytes,
      max: columnMax(rows, bytes),
      format: (n) => formatBytes(n),
    }),
    seriesColumn({
      id: 'bps',
      header: 'Bytes per second',
      values: (row) => row.bps ?? [],
      label: (row) => `${row.key} bytes per second`,
      formatValue: (value) => `${formatBytes(value)}/s`,
    }),
  ];
}
