import type { Site } from '@portal/api';
import { normalizeSubnetMask } from '@portal/ui';
import { countryOptions } from '../sites/siteLocations';
import type { DeviceFormValues } from './deviceForm';
import type { SummaryFact } from './DeviceSummaryPanel';

const siteName = (sites: readonly Site[], id: string | undefined) => sites.find((site) => site.id === id)?.name ?? '';
const countryName = (code: string | undefined) =>
  countryOptions().find((option) => option.value === code)?.label ?? code ?? '';

/** The network and shipping lines every device's summary ends with. */
export function networkAndShippingFacts(values: DeviceFormValues, sites: readonly Site[]): SummaryFact[] {
  const network: SummaryFact[] = values.isIPAutoConfig
    ? [{ label: 'IP Address', value: 'Automatic (DHCP)' }]
    : [
        { label: 'IP Address', value: values.ipAddress ?? '' },
        { label: 'Subnet Mask', value: normalizeSubnetMask(values.subnetMask ?? '') },
        { label: 'Gateway', value: values.gateway ?? '' },
        { label: 'Primary DNS Server', value: values.primaryDns ?? '' },
      ];
  const shipTo =
    values.shippingAddressKind === 'site'
      ? siteName(sites, values.shippingSiteId)
      : [values.city, countryName(values.country)].filter((part) => part !== undefined && part !== '').join(', ');
  return [...network, { label: 'Ships to', value: shipTo }];
}

export const siteFact = (values: DeviceFormValues, sites: readonly Site[]): SummaryFact => ({
  label: 'Site',
  value: siteName(sites, values.siteId),
});
