import { Badge, Panel, type SparklineIntent } from '@portal/ui';
import { memo, startTransition, useEffect, useState } from 'react';
import { DeferredSparkline, EAGER_SPARKLINES } from './DeferredSparkline';
import { healthyCountText, type SensorGroup, type SensorRow } from './sensorGroups';
import { HealthyCount, SensorNameCell, SensorTable, SensorTableScroll } from './SensorStatusPage.styles';

export interface SensorGroupPanelProps {
  group: SensorGroup;
  /** How many rows the groups above this one hold (the page position of its first row). */
  offset: number;
  /** How many of the page's rows the first paint renders ({@link firstPaintRows}). */
  firstPaint: number;
  /** The end of every sparkline's 24 hours: when the observations were fetched (epoch ms). */
  end: number;
  /** The sensor metrics error, shown inside each sparkline (portal-core §8) while the last data stays listed. */
  error: string | undefined;
}

/** A DOWN sensor's line is red and one without recent data amber, so trouble shows in groups without a Status. */
function lineIntent(row: SensorRow, noRecentData: boolean): SparklineIntent {
  if (row.health === 'DOWN') return 'danger';
  return noRecentData ? 'warning' : 'primary';
}

interface SensorLineProps {
  row: SensorRow;
  /** The row's place on the page: the first ones draw their line at once. */
  position: number;
  hasStatus: boolean;
  end: number;
  error: string | undefined;
}

/** Memoised: a refetch that changes one sensor re-renders that row only. */
const SensorLine = memo(function SensorLine({ row, position, hasStatus, end, error }: SensorLineProps) {
  const { obs, noRecentData } = row.activity();
  return (
    <tr data-sensor-id={row.id}>
      <th scope="row">
        <SensorNameCell>
          {row.name}
          {noRecentData && <Badge intent="warning">No recent data</Badge>}
        </SensorNameCell>
      </th>
      <td data-column="activity">
        <DeferredSparkline
          eager={position < EAGER_SPARKLINES || error !== undefined}
          points={obs}
          end={end}
          label={`${row.name} observations`}
          intent={lineIntent(row, noRecentData)}
          error={error}
        />
      </td>
      {hasStatus && row.status && (
        <td data-column="status">
          <Badge status={row.status.colourStatus}>{row.status.label}</Badge>
        </td>
      )}
    </tr>
  );
});

const WHOLE_FIRST_PAINT = 40;
const LARGE_PAGE_FIRST_PAINT = 20;

/**
 * How many of the page's rows its first paint renders: a page of up to 40 whole; a larger one a tall screen's worth
 * (a row is 71 px: 1440×900 shows 10, a 1600 px high window about 19), the rest right after. Measured with
 * `pnpm bench:pages` (500 sensors, runs of five and nine): 40 rows painted in 300–338 ms (median), 20 in 237–296 ms.
 */
export function firstPaintRows(pageRows: number): number {
  return pageRows <= WHOLE_FIRST_PAINT ? pageRows : LARGE_PAGE_FIRST_PAINT;
}

/**
 * How many of a group's rows to render: at first those within the page's first `firstPaint` rows, then, in a
 * transition right after that paint, all of them. With 500 sensors, rendering every row before the first paint
 * doubled the time to it; the rows below the first screen appear a moment later, before anyone can scroll there.
 */
function useRowsToRender(total: number, offset: number, firstPaint: number): number {
  const first = Math.min(total, Math.max(firstPaint - offset, 0));
  const [all, setAll] = useState(first === total);
  useEffect(() => {
    if (all) return undefined;
    const timer = setTimeout(() => startTransition(() => setAll(true)));
    return () => clearTimeout(timer);
  }, [all]);
  return all ? total : first;
}

/** One group of the page: its sensors with their past 24 hours, and a Status for physical and virtual sensors. */
export function SensorGroupPanel({ group, offset, firstPaint, end, error }: SensorGroupPanelProps) {
  const rendered = useRowsToRender(group.rows.length, offset, firstPaint);
  return (
    <Panel title={group.title} actions={<HealthyCount>{healthyCountText(group)}</HealthyCount>}>
      <SensorTableScroll>
        <SensorTable aria-label={group.title}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" data-column="activity">
                Past 24 hours
              </th>
              {group.hasStatus && (
                <th scope="col" data-column="status">
                  Status
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {group.rows.slice(0, rendered).map((row, index) => (
              <SensorLine
                key={row.id}
                row={row}
                position={offset + index}
                hasStatus={group.hasStatus}
                end={end}
                error={error}
              />
            ))}
          </tbody>
        </SensorTable>
      </SensorTableScroll>
    </Panel>
  );
}
