import {
  formatFullNumber,
  HeatMapCell,
  Link,
  SeriesSparkline,
  useDataTableCellFocus,
  type DataTableColumn,
} from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { CellText } from './DataExplorer.styles';

/** A drill-down link inside a table cell: the cell's one widget, so it takes the grid's keyboard focus. */
function DrillLink({ href, label, text }: { href: string; label: string; text: string }) {
  const focus = useDataTableCellFocus();
  return (
    <Link href={href} as={RouterLink} aria-label={label} {...focus}>
      {text}
    </Link>
  );
}

/** Where a value drills to, and what the link says to assistive technology (it starts with the visible text). */
export interface Drill {
  href: string;
  label: string;
}

/** The row's name (a code, a user, a protocol...): sorts by its text; it may drill like a count. */
export function nameColumn<Row>(
  id: string,
  header: string,
  text: (row: Row) => string,
  drill?: (row: Row) => Drill | undefined,
  width = 24,
): DataTableColumn<Row> {
  return {
    id,
    header,
    width,
    sortValue: text,
    interactive: drill !== undefined,
    cell: (row) => {
      const target = drill?.(row);
      return target ? (
        <DrillLink href={target.href} label={target.label} text={text(row)} />
      ) : (
        <CellText>{text(row)}</CellText>
      );
    },
  };
}

export function textColumn<Row>(
  id: string,
  header: string,
  text: (row: Row) => string,
  width = 40,
): DataTableColumn<Row> {
  return { id, header, width, cell: (row) => <CellText title={text(row)}>{text(row)}</CellText> };
}

/** The largest count of a column, which the heat map's darkest step stands for. */
export function columnMax<Row>(rows: readonly Row[], value: (row: Row) => number | undefined): number {
  let max = 0;
  for (const row of rows) max = Math.max(max, value(row) ?? 0);
  return max;
}

/**
 * A count on its heat colour (scaled to the column's largest count), sortable; with `drill`, the count is a link
 * into another type filtered by this row's value.
 */
export function countColumn<Row>(options: {
  id: string;
  header: string;
  value: (row: Row) => number | undefined;
  max: number;
  drill?: (row: Row, count: number) => Drill | undefined;
  /** How the count reads; the full number by default ('12,345'). */
  format?: (count: number) => string;
  width?: number;
}): DataTableColumn<Row> {
  const { id, header, value, max, drill, format = formatFullNumber, width = 14 } = options;
  return {
    id,
    header,
    width,
    align: 'end',
    sortValue: value,
    interactive: drill !== undefined,
    cell: (row) => {
      const count = value(row) ?? 0;
      const text = format(count);
      const target = drill?.(row, count);
      return (
        <HeatMapCell value={count} max={max}>
          {target ? <DrillLink href={target.href} label={target.label} text={text} /> : text}
        </HeatMapCell>
      );
    },
  };
}

/** A series as a sparkline (not sortable). */
export function seriesColumn<Row>(options: {
  id: string;
  header: string;
  values: (row: Row) => readonly number[];
  label: (row: Row) => string;
  formatValue?: (value: number) => string;
}): DataTableColumn<Row> {
  const { id, header, values, label, formatValue } = options;
  return {
    id,
    header,
    width: 17,
    cell: (row) => <SeriesSparkline values={values(row)} label={label(row)} formatValue={formatValue} />,
  };
}
