import type { AvailableHardware, Scanner, Site } from '@portal/api';
import type { DataTableColumn } from '@portal/ui';
import { hardwareLabel } from '../devices/hardwareRules';

/**
 * The Physical Scanner List's columns (portal-onboarding §2.4): Name, Site, Model, Customer Configured (with the
 * vanilla_scanner feature), IP Address, Subnet Mask, Primary DNS Server.
 */
export function scannerColumns(
  sites: readonly Site[],
  hardware: AvailableHardware | undefined,
  vanillaFeature: boolean,
): DataTableColumn<Scanner>[] {
  const site = (id: string) => sites.find((candidate) => candidate.id === id)?.name ?? '';
  return [
    { id: 'name', header: 'Name', cell: (scanner) => scanner.name, sortValue: (scanner) => scanner.name },
    { id: 'site', header: 'Site', cell: (scanner) => site(scanner.location_id) },
    {
      id: 'model',
      header: 'Model',
      cell: (scanner) => (hardware ? hardwareLabel(hardware, scanner.model) : (scanner.model ?? '')),
    },
    ...(vanillaFeature
      ? [
          {
            id: 'customerConfigured',
            header: 'Customer Configured',
            cell: (scanner: Scanner) => (scanner.vanilla ? 'Yes' : 'No'),
          },
        ]
      : []),
    { id: 'ip', header: 'IP Address', cell: (scanner) => scanner.network_configuration?.address ?? '' },
    { id: 'mask', header: 'Subnet Mask', cell: (scanner) => scanner.network_configuration?.subnet_mask ?? '' },
    { id: 'dns', header: 'Primary DNS Server', cell: (scanner) => scanner.primary_dns ?? '' },
  ];
}
