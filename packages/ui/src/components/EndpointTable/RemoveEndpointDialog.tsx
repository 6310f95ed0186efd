import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { endpointName } from './EndpointActions';
import type { EndpointRow } from './endpointRow';

export const REMOVE_DIALOG_TITLE = 'Remove Offline Endpoint';
export const REMOVE_WARNING =
  'If the endpoint agent is still installed, the endpoint will reappear the next time the agent reports.';

interface RemoveEndpoint {
  pending: EndpointRow | null;
  busy: boolean;
  request: (row: EndpointRow) => void;
  cancel: () => void;
  confirm: () => void;
}

/** The remove flow: a row asks, the dialog confirms, `onRemove` runs (busy meanwhile), then the dialog closes. */
export function useRemoveEndpoint(onRemove: (row: EndpointRow) => Promise<unknown>): RemoveEndpoint {
  const [pending, setPending] = useState<EndpointRow | null>(null);
  const [busy, setBusy] = useState(false);
  const request = useCallback((row: EndpointRow) => setPending(row), []);
  const cancel = useCallback(() => {
    if (!busy) setPending(null);
  }, [busy]);
  const confirm = useCallback(() => {
    if (pending === null || busy) return;
    setBusy(true);
    const done = () => {
      setBusy(false);
      setPending(null);
    };
    // Failures are the caller's to report (portal-core §8: a global status message); the dialog closes either way.
    void onRemove(pending).then(done, done);
  }, [pending, busy, onRemove]);
  return { pending, busy, request, cancel, confirm };
}

export function RemoveEndpointDialog({ pending, busy, cancel, confirm }: RemoveEndpoint) {
  if (pending === null) return null;
  return (
    <ConfirmDialog
      open
      title={REMOVE_DIALOG_TITLE}
      message={`Are you sure you want to remove the offline endpoint ${endpointName(pending)}?`}
      warning={REMOVE_WARNING}
      confirmLabel="Remove"
      variant="danger"
      busy={busy}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}
