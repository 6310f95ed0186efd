import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { isProviderStaff } from '../../permissions/rules';
import { session } from '../../state/session';
import { combineQueries } from '../devices/combineQueries';

export const VANILLA_SCANNER_FLAG = 'vanilla_scanner';
/** The model that offers the customer-configured (vanilla) option (§3, §6). */
export const VANILLA_SCANNER_MODEL = 'scanner200';

/** Everything the scanner form offers: scanners, sites, contacts, purchased hardware and models. */
export function useScannerFormData() {
  const { user } = useSnapshot(session);
  const query = combineQueries({
    section: useApi('scanners', {}),
    sites: useApi('sitesV2', {}),
    contacts: useApi('contacts', {}),
    products: useApi('products', {}),
    hardware: useApi('availableHardware', {}),
  });
  return {
    query,
    staff: isProviderStaff(user),
    vanillaFeature: user?.feature_flags.includes(VANILLA_SCANNER_FLAG) ?? false,
  };
}

export type ScannerFormData = NonNullable<ReturnType<typeof useScannerFormData>['query']['data']>;
