import type { Sensor, SensorsSection, Site } from '@portal/api';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { isProviderStaff } from '../../permissions/rules';
import { session } from '../../state/session';
import { DEVICE_PATHS, SENSOR_TEXTS } from '../devices/deviceMessages';
import { DeviceList } from '../devices/DeviceList';
import { removedName } from '../devices/deviceSave';
import { isGenericSeriesMode } from '../devices/hardwareRules';
import { sensorColumns } from './sensorColumns';

export interface SensorListItemProps {
  section: SensorsSection;
  sites: readonly Site[];
  canEdit: boolean;
}

/**
 * The Site Configuration's 'Sensor List' item body (portal-onboarding §2.4): the customer's sensors with their
 * columns by hardware mode, 'Configure Sensor', Mark Complete, Edit and Delete.
 */
export function SensorListItem({ section, sites, canEdit }: SensorListItemProps) {
  const { user } = useSnapshot(session);
  const staff = isProviderStaff(user);
  const hardware = useApi('availableHardware', {});
  const series = useApi('availableSeries', {});
  const save = useApiMutation('saveSensors', { invalidates: ['sensors'] });
  const remove = useApiMutation('saveSensors', {
    success: (reply) => SENSOR_TEXTS.deleted(removedName(section.sensors, reply.sensors)),
    invalidates: ['sensors'],
  });
  const genericSeries = isGenericSeriesMode(section.sensors, sites);
  const columns = useMemo(
    () => sensorColumns({ sites, hardware: hardware.data, series: series.data?.series ?? [], genericSeries, staff }),
    [sites, hardware.data, series.data, genericSeries, staff],
  );
  const finalizedSiteIds = useMemo(
    () => new Set(sites.filter((site) => site.finalized !== null).map((site) => site.id)),
    [sites],
  );

  return (
    <DeviceList<Sensor>
      texts={SENSOR_TEXTS}
      rows={section.sensors}
      columns={columns}
      canEdit={canEdit}
      completed={section.completed}
      finalizedSiteIds={finalizedSiteIds}
      addPath={DEVICE_PATHS.newSensor}
      editPath={DEVICE_PATHS.editSensor}
      onComplete={(completed) => save.run({ body: { ...section, completed } })}
      onDelete={async (sensor) => {
        const sensors = section.sensors.filter((candidate) => candidate.id !== sensor.id);
        return (await remove.run({ body: { ...section, sensors } })) !== undefined;
      }}
      deleting={remove.isMutating}
      completing={save.isMutating}
    />
  );
}
