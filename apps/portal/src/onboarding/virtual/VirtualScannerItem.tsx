import type { VirtualScannerSection } from '@portal/api';
import { CheckboxField, Form, RadioGroupField } from '@portal/ui';
import { useApiMutation } from '../../api/useApiMutation';
import { SaveOnChange } from '../contacts/SaveOnChange';
import { useStableValue } from '../contacts/useStableValue';
import { useImmediateSave } from './useImmediateSave';
import {
  HYPERVISOR_OPTIONS,
  NO_VIRTUAL_SCANNER,
  REQUIREMENTS_MET,
  virtualScannerAfter,
  virtualScannerValues,
  type VirtualScannerValues,
} from './virtualRules';
import { SettingsBody } from './VirtualSettings.styles';
import { VmMinimums } from './VmMinimums';

/**
 * The Site Configuration's 'Virtual Scanner Settings' item (portal-onboarding §2.4, §4): the virtualization software,
 * the VM minimums acknowledged, or 'I do not need to deploy a vScanner at this time'. Each change saves at once and
 * decides completion (software and requirements, or not needed); without the edit right every field is disabled.
 */
export function VirtualScannerItem({ section, canEdit }: { section: VirtualScannerSection; canEdit: boolean }) {
  const save = useApiMutation('saveVirtualScanner', { invalidates: ['virtualScanner'] });
  const { section: shown, apply } = useImmediateSave(section, (body) => save.run({ body }));
  const initialValues = useStableValue(virtualScannerValues(shown));
  const notNeeded = shown.noVirtualScanners;
  return (
    <Form<VirtualScannerValues>
      aria-label="Virtual Scanner Settings"
      initialValues={initialValues}
      onSubmit={() => undefined}
    >
      <SaveOnChange
        initialValues={initialValues}
        onChange={(values) => void apply(virtualScannerAfter(shown, values))}
      />
      <SettingsBody>
        <CheckboxField name="none" label={NO_VIRTUAL_SCANNER} disabled={!canEdit} />
        <RadioGroupField
          name="software"
          label="Virtualization Software"
          options={HYPERVISOR_OPTIONS}
          disabled={!canEdit || notNeeded}
        />
        <VmMinimums appliance="virtualScanner" />
        <CheckboxField name="acknowledged" label={REQUIREMENTS_MET} disabled={!canEdit || notNeeded} />
      </SettingsBody>
    </Form>
  );
}
