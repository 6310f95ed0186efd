import { Freshness } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useSensorMetrics } from '../../api/hooks';
import { AsyncContent, PageFrame } from '../../kit';
import { firstPaintRows, SensorGroupPanel } from './SensorGroupPanel';
import { buildSensorGroups } from './sensorGroups';
import { SensorGroups } from './SensorStatusPage.styles';

const SENSOR_PAGE_TEXT = {
  title: 'Sensor & Scanner Status',
  loading: 'Loading sensor details...',
  empty: 'There are no sensors or scanners installed.',
} as const;

/**
 * /dashboard/sensors (portal-core §2): the customer's sensors and scanners in four groups, each with its past 24
 * hours. The metrics are refetched once they are older than the §9 staleness (useSensorMetrics). A failed first
 * load shows the error with Retry; a failed refetch keeps the list and shows the error inside each sparkline.
 */
export function SensorStatusPage() {
  const metrics = useSensorMetrics();
  const [openedAt] = useState(Date.now);
  // The sparklines and the "No recent data" rule end where the observations do: when they were fetched.
  const end = metrics.updatedAt ?? openedAt;
  const sensors = metrics.data?.sensors;
  const groups = useMemo(() => (sensors ? buildSensorGroups(sensors, end) : []), [sensors, end]);
  const firstPaint = firstPaintRows(sensors?.length ?? 0);
  const error = metrics.error?.message;

  return (
    <PageFrame
      title={SENSOR_PAGE_TEXT.title}
      actions={
        <Freshness
          updatedAt={metrics.updatedAt}
          onRefresh={() => void metrics.mutate()}
          refreshing={metrics.isValidating && metrics.data !== undefined}
          refreshLabel="Refresh sensor details"
        />
      }
    >
      <AsyncContent
        query={metrics}
        loading={SENSOR_PAGE_TEXT.loading}
        isEmpty={(reply) => reply.sensors.length === 0}
        empty={{ title: SENSOR_PAGE_TEXT.empty, icon: 'info', headingLevel: 2 }}
      >
        {() => (
          <SensorGroups>
            {groups.map((group, index) => (
              <SensorGroupPanel
                key={group.key}
                group={group}
                offset={groups.slice(0, index).reduce((sum, { rows }) => sum + rows.length, 0)}
                firstPaint={firstPaint}
                end={end}
                error={error}
              />
            ))}
          </SensorGroups>
        )}
      </AsyncContent>
    </PageFrame>
  );
}
