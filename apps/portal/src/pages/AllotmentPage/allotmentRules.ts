import type { AvailableHardware } from '@portal/api';

export const ALLOTMENT_MESSAGES = {
  hardwareRequired: 'Make a hardware selection',
  quantityInvalid: 'Enter a whole number, 0 or more',
} as const;

/** The spec's default quantity (portal-onboarding §9). */
export const DEFAULT_QUANTITY = 0;

export interface HardwareChoice {
  value: string;
  label: string;
}

/**
 * The hardware an allotment can be set for: the allotment keys of the sensor and scanner lists (several models may
 * count against one allotment), each once, named by its hardware label, in the hardware list's order.
 */
export function allotmentChoices(available: AvailableHardware): HardwareChoice[] {
  const keys = new Set([...available.sensor, ...available.scanner].map((item) => item.allotment_key));
  return available.hardware
    .filter((item) => keys.has(item.hardware_key))
    .map((item) => ({ value: item.hardware_key, label: item.label }));
}

/** A quantity is a whole number, 0 or more. */
export function quantityError(value: number | undefined): string | undefined {
  return value === undefined || !Number.isInteger(value) || value < 0 ? ALLOTMENT_MESSAGES.quantityInvalid : undefined;
}
