import type { AvailableHardware, Sensor, Site } from '@portal/api';
import type { DataTableColumn } from '@portal/ui';
import { deploymentLabel, hardwareLabel } from '../devices/hardwareRules';

export interface SensorColumnFacts {
  sites: readonly Site[];
  hardware: AvailableHardware | undefined;
  series: readonly { key: string; label: string }[];
  genericSeries: boolean;
  staff: boolean;
}

const siteName = (sites: readonly Site[], id: string) => sites.find((site) => site.id === id)?.name ?? '';
export const DHCP_TEXT = 'DHCP';
export const customerConfiguredText = (sensor: Sensor) => (sensor.capabilities.vanilla === 'true' ? 'Yes' : 'No');

/**
 * The Sensor List's columns (portal-onboarding §2.4): Name (sortable), Site, Model — or Series and 'Customer
 * Configured' in generic-series mode, with Model only for provider staff —, IP Address, Deployment Type.
 */
export function sensorColumns(facts: SensorColumnFacts): DataTableColumn<Sensor>[] {
  const model: DataTableColumn<Sensor> = {
    id: 'model',
    header: 'Model',
    cell: (sensor) => (facts.hardware ? hardwareLabel(facts.hardware, sensor.model) : (sensor.model ?? '')),
  };
  const hardwareColumns: DataTableColumn<Sensor>[] = facts.genericSeries
    ? [
        {
          id: 'series',
          header: 'Series',
          cell: (sensor) => facts.series.find((item) => item.key === sensor.series)?.label ?? sensor.series ?? '',
        },
        { id: 'customerConfigured', header: 'Customer Configured', cell: customerConfiguredText },
        ...(facts.staff ? [model] : []),
      ]
    : [model];
  return [
    { id: 'name', header: 'Name', cell: (sensor) => sensor.name, sortValue: (sensor) => sensor.name },
    { id: 'site', header: 'Site', cell: (sensor) => siteName(facts.sites, sensor.location_id) },
    ...hardwareColumns,
    { id: 'ip', header: 'IP Address', cell: (sensor) => sensor.network_configuration?.address ?? DHCP_TEXT },
    { id: 'deployment', header: 'Deployment Type', cell: (sensor) => deploymentLabel(sensor.configuration) },
  ];
}
