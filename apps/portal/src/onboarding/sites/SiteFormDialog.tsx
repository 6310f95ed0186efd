import type { ApiRequestError, Site } from '@portal/api';
import {
  Form,
  FORM_ERROR,
  FormActions,
  Modal,
  UnsavedChangesDialog,
  useFormState,
  useUnsavedChangesGuard,
  type FormSubmitResult,
} from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { emptySiteForm, formToSiteInput, siteToForm, type SiteFormDraft } from './siteFormValues';
import { SiteFormRules } from './SiteFormRules';
import { SiteGeneralFields } from './SiteGeneralFields';
import { SiteLogSourceFields } from './SiteLogSourceFields';
import { SiteNetworkFields } from './SiteNetworkFields';

export interface SiteFormDialogProps {
  /** The site to edit; undefined adds a new one. */
  site: Site | undefined;
  /** Every saved site, for the unique-name check. */
  sites: readonly Site[];
  onClose: () => void;
}

/** Tells the dialog whether the form holds unsaved changes (the form's state lives inside the form). */
function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => onChange(dirty === true), [dirty, onChange]);
  return null;
}

/**
 * Add Site / Edit Site (portal-onboarding §3–§5) in a dialog: the spec gives sites no route. Save sends the sites v2
 * POST or PUT; a failed save shows why above the fields and leaves every value as typed, the form enabled again
 * (§4). Cancel, Escape, the close button or the backdrop ask before unsaved data is lost, and do nothing while the
 * save runs.
 */
export function SiteFormDialog({ site, sites, onClose }: SiteFormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard({ when: dirty, variant: 'close' });
  const create = useApiMutation('createSite', { failure: false, invalidates: ['sitesV2'] });
  const update = useApiMutation('updateSite', { failure: false, invalidates: ['sitesV2'] });
  const initialValues = useMemo(() => (site ? siteToForm(site) : emptySiteForm()), [site]);
  const otherNames = useMemo(
    () => sites.filter((other) => other.id !== site?.id).map((other) => other.name),
    [sites, site],
  );

  // While a save runs the dialog stays: closing it, even after 'discard' was confirmed, would not stop the save, and
  // the site would appear in the list all the same. It closes by itself once the save succeeds.
  const saving = create.isMutating || update.isMutating;
  const requestClose = async () => {
    if (saving) return;
    if (await guard.confirmLeave()) onClose();
  };

  const save = async (values: SiteFormDraft): Promise<FormSubmitResult> => {
    let failure: ApiRequestError | undefined;
    const body = formToSiteInput(values);
    const remember = (error: ApiRequestError) => {
      failure = error;
    };
    const reply = site
      ? await update.run({ params: { id: site.id }, body }, remember)
      : await create.run({ body }, remember);
    if (reply === undefined) return { [FORM_ERROR]: failure?.message ?? 'The site was not saved.' };
    onClose();
    return undefined;
  };

  const title = site ? 'Edit Site' : 'Add Site';
  return (
    <>
      <Modal open title={title} size="lg" onClose={() => void requestClose()}>
        <Form<SiteFormDraft> aria-label={title} initialValues={initialValues} onSubmit={save}>
          <DirtyReporter onChange={setDirty} />
          <SiteFormRules />
          <SiteGeneralFields otherNames={otherNames} savedTimeZone={site?.time_zone} />
          <SiteNetworkFields />
          <SiteLogSourceFields />
          <FormActions onCancel={() => void requestClose()} />
        </Form>
      </Modal>
      <UnsavedChangesDialog {...guard.dialogProps} />
    </>
  );
}
