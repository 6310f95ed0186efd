import { Badge, formatFullNumber, sensorStatusIntent, sensorStatusText } from '@portal/ui';
import { useApi } from '../../api/useApi';
import { minutes, STALENESS_MINUTES } from '../../api/staleness';
import { PATHS } from '../../routing/paths';
import { DashboardTile } from './DashboardTile';

/** The tile's figures are the customer's (user info), refetched on the sensors' staleness (portal-core §9). */
const SENSOR_STALENESS = {
  dedupingInterval: minutes(STALENESS_MINUTES.sensorMetrics),
  refreshInterval: minutes(STALENESS_MINUTES.sensorMetrics),
};

/**
 * Sensor/Scanner Status (portal-core §2): working out of total, and the sentence for all, some or none working,
 * worded for sensors, scanners or both; links to the sensors page.
 */
export function SensorStatusTile() {
  const userInfo = useApi('userInfo', {}, SENSOR_STALENESS);
  return (
    <DashboardTile title="Sensor/Scanner Status" query={userInfo} loadingLabel="Loading sensor status...">
      {({ user }) => {
        const status = user.customer?.sensors ?? {
          sensorsWorking: 0,
          sensorsTotal: 0,
          hasSensors: false,
          hasScanners: false,
        };
        return {
          value: `${formatFullNumber(status.sensorsWorking)} / ${formatFullNumber(status.sensorsTotal)}`,
          badge: (
            <Badge intent={sensorStatusIntent(status)}>{`${formatFullNumber(status.sensorsWorking)} working`}</Badge>
          ),
          description: sensorStatusText(status),
          link: { href: PATHS.sensors, label: 'View sensor status' },
        };
      }}
    </DashboardTile>
  );
}
