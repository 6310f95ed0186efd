import type { AvailableHardware, CapabilitySchemaItem, Sensor, Site } from '@portal/api';
import type { FieldOption } from '@portal/ui';
import { NONE_FOUND, NOT_AVAILABLE } from './deviceMessages';

/**
 * Which hardware a user may choose (portal-onboarding §3, §4, §6). Customers choose among models that are not
 * hidden and whose allotment (the purchased count of its allotment key, less the devices already using it) has
 * one left; provider staff choose any model, ignoring allotments. The model a device was saved with stays choosable.
 */
export type DeviceKind = 'sensor' | 'scanner';

export interface ModelChoiceInput {
  hardware: AvailableHardware;
  kind: DeviceKind;
  /** Purchased counts by allotment key (products' hardware_quantity). */
  quantities: Readonly<Record<string, number>>;
  /** The devices of this kind already saved (their models use up allotments). */
  devices: readonly { id: string; model: string | null }[];
  /** The device being edited: its own model does not count against it. */
  editingId: string | undefined;
  staff: boolean;
}

export function hardwareLabel(hardware: AvailableHardware, key: string | null | undefined): string {
  if (key === null || key === undefined || key === '') return '';
  return hardware.hardware.find((item) => item.hardware_key === key)?.label ?? key;
}

/** How many of an allotment key are left for another device. */
export function remainingAllotment(input: ModelChoiceInput, allotmentKey: string): number {
  const allotmentOf = new Map(input.hardware[input.kind].map((entry) => [entry.hardware_key, entry.allotment_key]));
  const used = input.devices.filter(
    (device) =>
      device.id !== input.editingId && device.model !== null && allotmentOf.get(device.model) === allotmentKey,
  ).length;
  return (input.quantities[allotmentKey] ?? 0) - used;
}

export function modelOptions(input: ModelChoiceInput): FieldOption[] {
  const saved = input.devices.find((device) => device.id === input.editingId)?.model ?? null;
  return input.hardware[input.kind]
    .filter((entry) => {
      if (input.staff || entry.hardware_key === saved) return true;
      const info = input.hardware.hardware.find((item) => item.hardware_key === entry.hardware_key);
      return info?.hidden !== true && remainingAllotment(input, entry.allotment_key) > 0;
    })
    .map((entry) => ({ value: entry.hardware_key, label: hardwareLabel(input.hardware, entry.hardware_key) }));
}

/** Deployment types (§9): SPAN/mirror and inline (internal) tap. */
export const DEPLOYMENT_LABELS: Readonly<Record<string, string>> = {
  mirroring: 'SPAN/Mirror',
  internal_tap: 'Internal Tap',
};
export const DEFAULT_DEPLOYMENT = 'mirroring';

export const deploymentLabel = (value: string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : (DEPLOYMENT_LABELS[value] ?? value);

/** The deployments a model supports, as choices. */
export function deploymentOptions(hardware: AvailableHardware, model: string | undefined): FieldOption[] {
  const info = hardware.hardware.find((item) => item.hardware_key === model);
  return (info?.supported_configurations ?? [])
    .filter((value) => value !== 'scanner')
    .map((value) => ({ value, label: deploymentLabel(value) }));
}

/** The one choice to preselect when only one is supported, else undefined. */
export const onlyChoice = (options: readonly { value: string }[]): string | undefined =>
  options.length === 1 ? options[0]?.value : undefined;

/**
 * Generic-series mode (§5): the form asks for a series and its capabilities instead of a model only when every
 * sensor at a site that is not finalized has a series (so also while there are none).
 */
export function isGenericSeriesMode(sensors: readonly Sensor[], sites: readonly Site[]): boolean {
  const finalized = new Set(sites.filter((site) => site.finalized !== null).map((site) => site.id));
  return sensors
    .filter((sensor) => !finalized.has(sensor.location_id))
    .every((sensor) => sensor.series !== null && sensor.series !== '');
}

/** The series a user may choose: hidden ones for staff only, and the saved one always. */
export function seriesOptions(
  series: readonly { key: string; label: string; hidden: boolean }[],
  staff: boolean,
  saved: string | undefined,
): FieldOption[] {
  return series
    .filter((item) => staff || !item.hidden || item.key === saved)
    .map((item) => ({ value: item.key, label: item.label }));
}

/** The capabilities shown: the customer-configured one only with the vanilla sensor feature. */
export function visibleCapabilities(
  capabilities: readonly CapabilitySchemaItem[],
  vanillaFeature: boolean,
): CapabilitySchemaItem[] {
  return capabilities.filter((item) => vanillaFeature || item.capabilityType !== 'vanilla');
}

/** The recommendation inputs: every answered capability, or undefined until the series and required ones are in. */
export function recommendationInputs(
  series: string | undefined,
  capabilities: readonly CapabilitySchemaItem[] | undefined,
  answers: Readonly<Record<string, string | undefined>>,
): Record<string, string> | undefined {
  if (series === undefined || series === '' || capabilities === undefined) return undefined;
  const inputs: Record<string, string> = {};
  for (const item of capabilities) {
    const answer = answers[item.capabilityType];
    if (answer === undefined || answer === '') {
      if (item.required) return undefined;
    } else inputs[item.capabilityType] = answer;
  }
  return inputs;
}

/** The recommended model's text: the first compatible model, 'None found' when none, 'N/A' without input (§4). */
export function recommendationText(hardware: AvailableHardware, compatible: readonly string[] | undefined): string {
  if (compatible === undefined) return NOT_AVAILABLE;
  const first = compatible[0];
  return first === undefined ? NONE_FOUND : hardwareLabel(hardware, first);
}
