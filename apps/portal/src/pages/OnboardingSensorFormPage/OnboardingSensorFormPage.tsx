import { useParams } from 'react-router-dom';
import { SENSOR_TEXTS } from '../../onboarding/devices/deviceMessages';
import { DeviceFormFrame } from '../../onboarding/devices/DeviceFormFrame';
import { SensorForm } from '../../onboarding/sensors/SensorForm';
import { useSensorFormData } from '../../onboarding/sensors/useSensorFormData';

/** Configure Sensor (`/onboarding/sensors/new`) and Edit Sensor (`/onboarding/sensors/edit/:uuid`), §2.4. */
export function OnboardingSensorFormPage() {
  const { uuid } = useParams();
  const { query, staff, vanillaFeature } = useSensorFormData();
  return (
    <DeviceFormFrame
      texts={SENSOR_TEXTS}
      uuid={uuid}
      query={query}
      has={(data, id) => data.section.sensors.some((sensor) => sensor.id === id)}
    >
      {(data) => (
        <SensorForm key={uuid ?? 'new'} data={data} uuid={uuid} staff={staff} vanillaFeature={vanillaFeature} />
      )}
    </DeviceFormFrame>
  );
}
