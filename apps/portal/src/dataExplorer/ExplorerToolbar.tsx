import { Button, Icon, TimeRangePicker, type TimeRange } from '@portal/ui';
import type { ReactNode } from 'react';
import { FilterChip, FilterList, FilterName, Toolbar } from './DataExplorer.styles';
import { EXPLORER_TEXT } from './explorerText';
import type { ExplorerView } from './useExplorerView';

export interface ExplorerToolbarProps {
  view: ExplorerView;
  /** The range on screen: the one the server answered for, else the one asked for. */
  range: TimeRange;
  /** The value filters the explorer has (not the range), with their labels: `{ user: 'User' }`. */
  filterLabels: Readonly<Record<string, string>>;
  /** More controls, e.g. the flow direction. */
  children?: ReactNode;
}

/** The time range, then the active filters, each removable, and a way to clear them all. */
export function ExplorerToolbar({ view, range, filterLabels, children }: ExplorerToolbarProps) {
  const active = Object.entries(filterLabels).flatMap(([name, label]) => {
    const value = view.filters[name];
    return value === undefined ? [] : [{ name, label, value }];
  });
  return (
    <Toolbar>
      <TimeRangePicker
        label={EXPLORER_TEXT.timeRange}
        value={range}
        onChange={(next) => {
          view.setFilters({ start: next.start.toISOString(), end: next.end.toISOString() });
        }}
      />
      {children}
      {active.length > 0 && (
        <FilterList aria-label={EXPLORER_TEXT.filters}>
          {active.map(({ name, label, value }) => (
            <FilterChip key={name}>
              <FilterName>{`${label}:`}</FilterName>
              {value}
              <Button
                variant="ghost"
                size="sm"
                icon={<Icon name="close" />}
                aria-label={`Remove filter ${label} ${value}`}
                onClick={() => {
                  view.setFilters({ [name]: undefined });
                }}
              />
            </FilterChip>
          ))}
          <li>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                view.setFilters(Object.fromEntries(active.map(({ name }) => [name, undefined])));
              }}
            >
              {EXPLORER_TEXT.clearFilters}
            </Button>
          </li>
        </FilterList>
      )}
    </Toolbar>
  );
}
