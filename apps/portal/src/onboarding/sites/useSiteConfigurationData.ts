import { SERVICE_CODES } from '@portal/api';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { session } from '../../state/session';
import { quotaTotal, scannersAllotted, type SiteConfigurationFacts } from './siteConfigurationItems';

const VIRTUAL_SENSOR_FLAG = 'onboarding_virtual_sensors';

/**
 * What the Site Configuration reads: the sites (v2), the sensors and scanners (for their summaries and to tell what
 * still stands at a site), and what decides the items' visibility — the customer's services, partner type and the
 * user's feature flags from the session, the scanner allotment (products) and the virtual sensor quotas. A call
 * only an invisible item needs is not made.
 */
export function useSiteConfigurationData() {
  const { user } = useSnapshot(session);
  const services = user?.customer?.services ?? [];
  const managedDetection = services.includes(SERVICE_CODES.MDR);
  const managedRisk = services.includes(SERVICE_CODES.MR);
  const virtualSensorFeature = user?.feature_flags.includes(VIRTUAL_SENSOR_FLAG) ?? false;

  const sites = useApi('sitesV2', {});
  const sensors = useApi('sensors', {});
  const scanners = useApi('scanners', {});
  const products = useApi('products', managedRisk ? {} : null);
  const virtualScanner = useApi('virtualScanner', managedRisk ? {} : null);
  const virtualSensor = useApi('virtualSensor', managedDetection ? {} : null);

  const facts: SiteConfigurationFacts = {
    managedDetection,
    managedRisk,
    scannersAllotted: scannersAllotted(products.data?.products.hardware_quantity ?? {}),
    virtualSensorFeature,
    virtualSensorQuota: quotaTotal(virtualSensor.data?.quotas ?? {}),
    partnerType: user?.customer?.partner_type ?? 'none',
  };
  return { facts, sites, sensors, scanners, virtualScanner, virtualSensor };
}
