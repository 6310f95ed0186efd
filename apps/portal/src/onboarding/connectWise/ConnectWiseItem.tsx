import type { SitesSection } from '@portal/api';
import { CheckboxField, Form } from '@portal/ui';
import { useApiMutation } from '../../api/useApiMutation';
import { SaveOnChange } from '../contacts/SaveOnChange';
import { useStableValue } from '../contacts/useStableValue';
import { useSitesWrite } from '../sites/sitesWrites';
import { useImmediateSave } from '../virtual/useImmediateSave';

export const CONFIGURE_CONNECTWISE = 'Configure ConnectWise integration';

/**
 * The Site Configuration's 'ConnectWise Integration' item (portal-onboarding §2.4, §6; partner types msp and
 * msp_plus): whether to configure it, the sites section's configureConnectWise, saved at once with the section.
 */
export function ConnectWiseItem({ section, canEdit }: { section: SitesSection; canEdit: boolean }) {
  const save = useApiMutation('saveSitesV2', { invalidates: ['sitesV2'] });
  const { section: shown, apply, saving } = useImmediateSave(section, (body) => save.run({ body }));
  const siteListSaving = useSitesWrite('connectWise', saving);
  const initialValues = useStableValue({ configure: shown.configureConnectWise });
  return (
    <Form<{ configure: boolean }>
      aria-label="ConnectWise Integration"
      initialValues={initialValues}
      onSubmit={() => undefined}
    >
      <SaveOnChange
        initialValues={initialValues}
        onChange={(values) => void apply({ ...shown, configureConnectWise: values.configure })}
      />
      <CheckboxField name="configure" label={CONFIGURE_CONNECTWISE} disabled={!canEdit || siteListSaving} />
    </Form>
  );
}
