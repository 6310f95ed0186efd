import type { ApiRequestError, Site } from '@portal/api';
import { FORM_ERROR, type FieldOption, type FormSubmitResult } from '@portal/ui';
import { showStatus } from '../../state/appStore';
import type { DeviceTexts } from './deviceMessages';

/**
 * The sites a device may stand at: those still being configured, and the edited device's own (a finalized site keeps
 * only what it has).
 */
export function deviceSiteChoices(sites: readonly Site[], savedSiteId: string | undefined): FieldOption[] {
  return sites
    .filter((site) => site.finalized === null || site.id === savedSiteId)
    .map((site) => ({ value: site.id, label: site.name }));
}

/**
 * Saves the device section with `save` and answers the form: the failure's message under the form when it failed
 * (everything typed stays), else the 'added' or 'updated' status.
 */
export async function saveDeviceSection(
  save: (onError: (error: ApiRequestError) => void) => Promise<unknown>,
  texts: DeviceTexts,
  isNew: boolean,
): Promise<FormSubmitResult> {
  let failure: string | undefined;
  const reply = await save((error) => (failure = error.message));
  if (reply === undefined) return { [FORM_ERROR]: failure ?? `The ${texts.noun} could not be saved.` };
  showStatus(isNew ? texts.added : texts.updated, 'success');
  return undefined;
}

/** The name of the device a delete took out of the section (for its 'deleted' status). */
export function removedName(before: readonly { id: string; name: string }[], after: readonly { id: string }[]): string {
  const left = new Set(after.map((device) => device.id));
  return before.find((device) => !left.has(device.id))?.name ?? '';
}
