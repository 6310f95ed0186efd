import type { VirtualScannerSection, VirtualSensorSection } from '@portal/api';
import type { FieldOption } from '@portal/ui';

/**
 * The virtual items of the Site Configuration (portal-onboarding §3, §4, §9): their choices, the VM minimums, and
 * what one change in a settings form saves — the section with the §4 completion rules applied.
 */

/** §9 hypervisors; the virtual scanner's software choices are the same (its 'None' is the 'none' box). */
export const HYPERVISOR_OPTIONS: readonly FieldOption[] = [
  { value: 'VMWare', label: 'VMWare vCenter 6.5 and newer' },
  { value: 'HyperV', label: 'HyperV 2016 or newer' },
  { value: 'AWS', label: 'Amazon Web Services' },
  { value: 'Azure', label: 'Microsoft Azure' },
  { value: 'Other', label: 'Other' },
];

export type VirtualAppliance = 'virtualScanner' | 'virtualSensor' | 'virtualLogCollector';

/** §9: the minimum virtual machine of each appliance. */
export const VM_MINIMUMS: Readonly<Record<VirtualAppliance, readonly string[]>> = {
  virtualScanner: ['8 vCPUs', '16 GB RAM', '40 GB storage'],
  virtualSensor: ['8 vCPUs', '16 GB RAM', '40 GB storage'],
  virtualLogCollector: ['2-core processor', '4 GB memory', '40 GB space'],
};

export const NO_VIRTUAL_SCANNER = 'I do not need to deploy a vScanner at this time';
export const NO_VIRTUAL_SENSOR = 'I do not need to deploy a vSensor at this time';
export const NO_VIRTUAL_LOG_COLLECTOR = 'I do not need to deploy a virtual log collector at this time';

/** The settings form of the virtual scanner. */
export interface VirtualScannerValues {
  software?: string;
  acknowledged: boolean;
  none: boolean;
}

const SOFTWARE = new Set<string>(HYPERVISOR_OPTIONS.map((option) => option.value));
type Software = NonNullable<VirtualScannerSection['software']>;
const isSoftware = (value: string | undefined): value is Software => value !== undefined && SOFTWARE.has(value);

export function virtualScannerValues(section: VirtualScannerSection): VirtualScannerValues {
  return {
    software: section.software === null || section.software === 'None' ? undefined : section.software,
    acknowledged: section.acknowledged,
    none: section.noVirtualScanners,
  };
}

/**
 * §4: ticking 'I do not need to deploy a vScanner at this time' sets software None, requirements false, complete;
 * unticking sets incomplete (and no software, None not being a choice). Otherwise complete when software is chosen
 * and the requirements are confirmed.
 */
export function virtualScannerAfter(saved: VirtualScannerSection, values: VirtualScannerValues): VirtualScannerSection {
  if (values.none && !saved.noVirtualScanners)
    return { software: 'None', acknowledged: false, noVirtualScanners: true, completed: true };
  if (!values.none && saved.noVirtualScanners)
    return { software: null, acknowledged: false, noVirtualScanners: false, completed: false };
  if (values.none) return saved;
  const software = isSoftware(values.software) ? values.software : null;
  return {
    software,
    acknowledged: values.acknowledged,
    noVirtualScanners: false,
    completed: software !== null && values.acknowledged,
  };
}

/** The settings form of the virtual sensor (and of the virtual log collector: the same section). */
export interface VirtualSensorValues {
  hypervisors: string[];
  requirements: boolean;
  none: boolean;
}

export function virtualSensorValues(section: VirtualSensorSection): VirtualSensorValues {
  return {
    hypervisors: [...section.hypervisor],
    requirements: section.virtualizationRequirements,
    none: section.noVirtualSensor,
  };
}

/**
 * §4: ticking the 'none' box sets complete and clears the hypervisors and requirements (unticking: incomplete); the
 * requirements box sets complete with requirements true (unticking it: incomplete); a hypervisor choice just saves.
 */
export function virtualSensorAfter(saved: VirtualSensorSection, values: VirtualSensorValues): VirtualSensorSection {
  if (values.none && !saved.noVirtualSensor)
    return { ...saved, hypervisor: [], virtualizationRequirements: false, noVirtualSensor: true, completed: true };
  if (!values.none && saved.noVirtualSensor) return { ...saved, noVirtualSensor: false, completed: false };
  if (values.none) return saved;
  return {
    ...saved,
    hypervisor: [...values.hypervisors],
    virtualizationRequirements: values.requirements,
    completed: values.requirements,
  };
}

/** §3 quota kinds: 100, 200 (vSensor) and 1000 series; an unknown key reads as it is. */
const QUOTA_LABELS: Readonly<Record<string, string>> = {
  awnv100: '100 Series vSensor',
  awnv200: '200 Series vSensor',
  awnv1000: '1000 Series vSensor',
};
export const quotaLabel = (kind: string): string => QUOTA_LABELS[kind] ?? kind;

export interface QuotaRow {
  kind: string;
  label: string;
  quota: number;
  used: number;
  remaining: number;
}

/** The quotas the customer holds (quota above 0), in the series order. */
export function quotaRows(quotas: VirtualSensorSection['quotas']): QuotaRow[] {
  const order = Object.keys(QUOTA_LABELS);
  const rank = (kind: string) => (order.includes(kind) ? order.indexOf(kind) : order.length);
  return Object.entries(quotas)
    .filter(([, { quota }]) => quota > 0)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, { quota, used }]) => ({
      kind,
      label: quotaLabel(kind),
      quota,
      used,
      remaining: Math.max(quota - used, 0),
    }));
}

/** The requirements box: the VM shown above it meets the minimums. */
export const REQUIREMENTS_MET = 'The virtual machine meets these minimum requirements';
