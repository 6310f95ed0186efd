import type { Site } from '@portal/api';
import { ConfirmDialog } from '@portal/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Mutation } from '../../api/useApiMutation';
import { session } from '../../state/session';
import { deleteBlockedText } from './siteSummaries';

export interface DeleteSiteDialogProps {
  site: Site;
  /** What still stands at the site, as far as the loaded sensors and scanners tell. */
  references: readonly string[];
  onClose: () => void;
  /** The delete call, the Site List's own: it goes on after a Cancel, and the list's other writes wait for it. */
  removal: Mutation<'deleteSite'>;
}

/**
 * Delete a site after a confirm (portal-onboarding §4). While sensors or scanners still stand at it, the dialog
 * says so at once ('Cannot delete {site}. It still is used by …', §8); the server refuses such a delete too, and
 * its reason (which also covers devices added elsewhere since the lists loaded) replaces ours.
 */
export function DeleteSiteDialog({ site, references, onClose, removal }: DeleteSiteDialogProps) {
  const { customer } = useSnapshot(session);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const known = references.length > 0 ? deleteBlockedText(site.name, references) : undefined;
  const reason = refusal ?? known;

  const confirm = async () => {
    if (customer === null) return;
    let reason: string | undefined;
    const reply = await removal.run({ params: { customerId: customer.id, siteId: site.id } }, (error) => {
      reason = error.message;
    });
    if (reply === undefined) setRefusal(reason);
    else onClose();
  };

  return (
    <ConfirmDialog
      open
      title="Delete Site"
      message={`Are you sure you want to delete ${site.name}? This cannot be undone.`}
      warning={reason === undefined ? undefined : <span role="alert">{reason}</span>}
      confirmLabel="Delete"
      variant="danger"
      busy={removal.isMutating}
      confirmDisabled={refusal !== undefined}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
