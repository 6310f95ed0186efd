import { useFormState } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { EXPOSURE_BOXES, type ExposureFormValues } from './exposureRules';

type Box = (typeof EXPOSURE_BOXES)[number];

export interface SaveOnToggleProps {
  onToggle: (box: Box, value: boolean) => void;
}

/**
 * Inside the form: hands each box the user ticks or clears to `onToggle` (the section saves on toggle), but not the
 * values the form is re-initialised with after a save (a box holding its saved value is not dirty).
 */
export function SaveOnToggle({ onToggle }: SaveOnToggleProps) {
  const { values, dirtyFields } = useFormState<ExposureFormValues>({
    subscription: { values: true, dirtyFields: true },
  });
  const last = useRef<Record<Box, boolean>>({ ...pick(values) });
  useEffect(() => {
    const now = pick(values);
    for (const box of EXPOSURE_BOXES) {
      if (now[box] === last.current[box]) continue;
      if (dirtyFields?.[box] === true) onToggle(box, now[box]);
    }
    last.current = now;
  }, [values, dirtyFields, onToggle]);
  return null;
}

const pick = (values: ExposureFormValues): Record<Box, boolean> => ({
  noExternalHosts: values.noExternalHosts,
  vulScanIPsConfigured: values.vulScanIPsConfigured,
  domainOwnershipConfirmed: values.domainOwnershipConfirmed,
});
