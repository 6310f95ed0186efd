import { memo, type ReactElement } from 'react';
import { Icon } from '../../icons';
import { SortButton } from './DataTable.styles';
import { isSortable } from './rowOrder';
import type { DataTableColumn, DataTableSort } from './types';
import type { SortIntent } from './useSortIntent';

interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSort: (columnId: string) => void;
  /** Told when a pointer or the focus rests on a sortable header, so a large column is ranked before the click. */
  sortIntent: SortIntent;
  /** The column of the table's tab stop when it is in the header row, else -1. */
  tabStopColumn: number;
}

function DataTableHeaderBase<Row>({ columns, sort, onSort, sortIntent, tabStopColumn }: DataTableHeaderProps<Row>) {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {columns.map((column, index) => {
          const isStop = index === tabStopColumn;
          const direction = sort?.columnId === column.id ? sort.direction : undefined;
          if (!isSortable(column)) {
            return (
              <th key={column.id} scope="col" data-align={column.align} tabIndex={isStop ? 0 : -1}>
                {column.header}
              </th>
            );
          }
          return (
            <th key={column.id} scope="col" data-align={column.align} aria-sort={direction}>
              <SortButton
                type="button"
                tabIndex={isStop ? 0 : -1}
                data-cell-focus
                data-sort={direction ?? 'none'}
                onClick={() => onSort(column.id)}
                onPointerEnter={() => sortIntent.rest(column.id)}
                onPointerLeave={sortIntent.leave}
                onFocus={() => sortIntent.rest(column.id)}
                onBlur={sortIntent.leave}
              >
                <span>{column.header}</span>
                <Icon name="chevronDown" size="sm" />
              </SortButton>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** Memoised: a scroll re-renders the table's rows in view, never its header. */
export const DataTableHeader = memo(DataTableHeaderBase) as <Row>(props: DataTableHeaderProps<Row>) => ReactElement;
