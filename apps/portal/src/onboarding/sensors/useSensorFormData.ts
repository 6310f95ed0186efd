import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { isProviderStaff } from '../../permissions/rules';
import { session } from '../../state/session';
import { combineQueries } from '../devices/combineQueries';

/** Everything the sensor form offers: sensors, sites, contacts, purchased hardware, models and series. */
export function useSensorFormData() {
  const { user } = useSnapshot(session);
  const query = combineQueries({
    section: useApi('sensors', {}),
    sites: useApi('sitesV2', {}),
    contacts: useApi('contacts', {}),
    products: useApi('products', {}),
    hardware: useApi('availableHardware', {}),
    series: useApi('availableSeries', {}),
  });
  return {
    query,
    staff: isProviderStaff(user),
    vanillaFeature: user?.feature_flags.includes('vanilla_sensor') ?? false,
  };
}

export type SensorFormData = NonNullable<ReturnType<typeof useSensorFormData>['query']['data']>;
