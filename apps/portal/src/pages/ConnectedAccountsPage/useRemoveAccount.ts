import type { Credential } from '@portal/api';
import { useCallback, useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { removedMessage } from '../../connectedAccounts';
import { showStatus } from '../../state/appStore';

/**
 * Remove (§4): an active account asks for a disconnect under a ticket, a pending create or edit is cancelled; the
 * toast names the ticket. A failure is a danger toast with the error's message (§8), whatever its status.
 */
export function useRemoveAccount() {
  const [pending, setPending] = useState<Credential | null>(null);
  const removal = useApiMutation('removeCredential', { failure: false, invalidates: ['credentials'] });
  const { run } = removal;
  const confirm = useCallback(async () => {
    if (pending === null) return;
    const reply = await run({ params: { uuid: pending.uuid } }, (error) => {
      if (error.status !== 401) showStatus(error.message, 'danger');
    });
    if (reply !== undefined) showStatus(removedMessage(pending, reply.ticket_id), 'success');
    setPending(null);
  }, [pending, run]);
  return {
    pending,
    busy: removal.isMutating,
    request: useCallback((credential: Credential) => setPending(credential), []),
    cancel: useCallback(() => setPending(null), []),
    confirm,
  };
}
