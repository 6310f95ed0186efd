import type { AdEventRow, AdEventType } from '@portal/api';
import type { DataTableColumn } from '@portal/ui';
import { columnMax, countColumn, drillHref, nameColumn, seriesColumn, textColumn } from '../../dataExplorer';
import { PATHS } from '../../routing/paths';
import { AD_TYPE_INFO, AD_TYPES, COUNT_OF, rowValue } from './adEventView';

/** Events per second read with up to 3 significant digits. */
const epsFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * The columns of a type (portal-core §2: name or code and desc, the other types' distinct counts, events, the eps
 * series). Each distinct count drills into its type filtered by this row's value: the users of event code 4624 are
 * /data/ad/user?event_code=4624. Counts carry the heat map, scaled to the column's largest count.
 */
export function adEventColumns(
  type: AdEventType,
  rows: readonly AdEventRow[],
  search: string,
): DataTableColumn<AdEventRow>[] {
  const own = AD_TYPE_INFO[type];
  const columns: DataTableColumn<AdEventRow>[] = [nameColumn(type, own.header, rowValue)];
  if (type === 'event_code') columns.push(textColumn('desc', 'Description', (row) => row.desc ?? ''));
  for (const other of AD_TYPES) {
    if (other.id === type) continue;
    const id = COUNT_OF[other.id];
    const value = (row: AdEventRow) => row[id];
    columns.push(
      countColumn({
        id,
        header: other.label,
        value,
        max: columnMax(rows, value),
        drill: (row, count) => ({
          href: drillHref(PATHS.dataAd, other.id, search, type, rowValue(row)),
          label: `${String(count)} ${count === 1 ? other.header.toLowerCase() : other.noun} of ${own.header.toLowerCase()} ${rowValue(row)}`,
        }),
      }),
    );
  }
  const events = (row: AdEventRow) => row.events;
  columns.push(countColumn({ id: 'events', header: 'Events', value: events, max: columnMax(rows, events), width: 16 }));
  columns.push(
    seriesColumn({
      id: 'eps',
      header: 'Events per second',
      values: (row) => row.eps,
      label: (row) => `${rowValue(row)} events per second`,
      formatValue: (value) => epsFormat.format(value),
    }),
  );
  return columns;
}
