import type { Appliance, VirtualSensorsReply } from '@portal/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { showStatus } from '../../state/appStore';
import {
  activatedMessage,
  decommissionedMessage,
  isQuotaFull,
  licenceExceededMessage,
  type Quotas,
} from './applianceRules';

export type PendingAction = { kind: 'activate' | 'decommission'; appliance: Appliance } | null;

export interface ApplianceActions {
  pending: PendingAction;
  busy: boolean;
  /** Opens the activate dialog, unless the licence is used up: then §5's message shows and nothing is called. */
  requestActivate: (appliance: Appliance) => void;
  requestDecommission: (appliance: Appliance) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/**
 * Activation and decommissioning (§4, §5, §8). A failed activation refetches the list: when the licence turns out to
 * be used up (someone took the last one meanwhile) it says 'Could not activate', otherwise the server's message.
 */
export function useApplianceActions(
  quotas: Quotas | undefined,
  refetch: () => Promise<VirtualSensorsReply | undefined>,
): ApplianceActions {
  const [pending, setPending] = useState<PendingAction>(null);
  const activation = useApiMutation('activateAppliance', {
    success: (reply) => (reply.appliance ? activatedMessage(reply.appliance) : reply.detail),
    failure: false,
    invalidates: ['virtualSensors'],
  });
  const decommission = useApiMutation('decommissionAppliance', {
    success: (reply) => (reply.appliance ? decommissionedMessage(reply.appliance) : reply.detail),
    invalidates: ['virtualSensors'],
  });
  const { run: activate } = activation;
  // The failed activation's error, read once the list has been refetched (the mutation keeps it in its state).
  const activationError = useRef(activation.error);
  useEffect(() => {
    activationError.current = activation.error;
  }, [activation.error]);
  const { run: remove } = decommission;

  const requestActivate = useCallback(
    (appliance: Appliance) => {
      if (quotas && isQuotaFull(appliance, quotas)) {
        showStatus(licenceExceededMessage(appliance, 'Can not'), 'danger');
        return;
      }
      setPending({ kind: 'activate', appliance });
    },
    [quotas],
  );

  const confirm = useCallback(async () => {
    if (pending === null) return;
    const { kind, appliance } = pending;
    if (kind === 'decommission') {
      await remove({ body: { appliance } });
      setPending(null);
      return;
    }
    const reply = await activate({ body: { appliance } });
    setPending(null);
    if (reply !== undefined) return;
    const fresh = await refetch().catch(() => undefined);
    if (fresh && isQuotaFull(appliance, fresh.quotas)) {
      showStatus(licenceExceededMessage(appliance, 'Could not'), 'danger');
      return;
    }
    // §8: any other failure shows the server's message. A 401 has already logged out.
    const error = activationError.current;
    if (error && error.status !== 401) showStatus(error.message, error.colour);
  }, [pending, activate, remove, refetch]);

  // Stable, so the table's rows (which get these through a context) do not re-render for nothing.
  const requestDecommission = useCallback(
    (appliance: Appliance) => setPending({ kind: 'decommission', appliance }),
    [],
  );
  const cancel = useCallback(() => setPending(null), []);

  return {
    pending,
    busy: activation.isMutating || decommission.isMutating,
    requestActivate,
    requestDecommission,
    confirm,
    cancel,
  };
}
