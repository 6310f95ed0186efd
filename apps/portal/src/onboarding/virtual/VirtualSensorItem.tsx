import type { VirtualSensorSection } from '@portal/api';
import { CheckboxField, Form, MultiSelectField } from '@portal/ui';
import { useApiMutation } from '../../api/useApiMutation';
import { SaveOnChange } from '../contacts/SaveOnChange';
import { useStableValue } from '../contacts/useStableValue';
import { useImmediateSave } from './useImmediateSave';
import {
  HYPERVISOR_OPTIONS,
  NO_VIRTUAL_LOG_COLLECTOR,
  NO_VIRTUAL_SENSOR,
  REQUIREMENTS_MET,
  virtualSensorAfter,
  virtualSensorValues,
  type VirtualSensorValues,
} from './virtualRules';
import { SettingsBody } from './VirtualSettings.styles';
import { VirtualQuotas } from './VirtualQuotas';
import { VmMinimums } from './VmMinimums';

const TEXTS = {
  virtualSensor: { title: 'Virtual Sensor Settings', none: NO_VIRTUAL_SENSOR },
  virtualLogCollector: { title: 'Virtual Log Collector Settings', none: NO_VIRTUAL_LOG_COLLECTOR },
} as const;

/**
 * The Site Configuration's 'Virtual Sensor Settings' item or, with the virtual sensor feature off, its 'Virtual Log
 * Collector Settings' (portal-onboarding §2.4, §4): the same saved section — hypervisors, the VM minimums
 * acknowledged, or the 'none' box; the sensor also shows its quotas. Each change saves at once.
 */
export function VirtualSensorItem({
  section,
  variant,
  canEdit,
}: {
  section: VirtualSensorSection;
  variant: 'virtualSensor' | 'virtualLogCollector';
  canEdit: boolean;
}) {
  const save = useApiMutation('saveVirtualSensor', { invalidates: ['virtualSensor'] });
  const { section: shown, apply } = useImmediateSave(section, (body) => save.run({ body }));
  const initialValues = useStableValue(virtualSensorValues(shown));
  const notNeeded = shown.noVirtualSensor;
  const texts = TEXTS[variant];
  return (
    <Form<VirtualSensorValues> aria-label={texts.title} initialValues={initialValues} onSubmit={() => undefined}>
      <SaveOnChange
        initialValues={initialValues}
        onChange={(values) => void apply(virtualSensorAfter(shown, values))}
      />
      <SettingsBody>
        {variant === 'virtualSensor' && <VirtualQuotas quotas={shown.quotas} />}
        <CheckboxField name="none" label={texts.none} disabled={!canEdit} />
        <MultiSelectField
          name="hypervisors"
          label="Hypervisors"
          options={HYPERVISOR_OPTIONS}
          disabled={!canEdit || notNeeded}
        />
        <VmMinimums appliance={variant} />
        <CheckboxField name="requirements" label={REQUIREMENTS_MET} disabled={!canEdit || notNeeded} />
      </SettingsBody>
    </Form>
  );
}
