import type { Appliance } from '@portal/api';
import { ConfirmDialog } from '@portal/ui';
import { useId, useState } from 'react';
import {
  activateQuestion,
  activateTitle,
  customerConfirmationText,
  customerNameMatches,
  decommissionQuestion,
  decommissionTitle,
} from './applianceRules';
import { FilterField } from '../../kit';
import { NameField, SearchInput } from './ApplianceManagementPage.styles';

export interface ActivateDialogProps {
  appliance: Appliance;
  /** Set for MSP users and provider staff (§5): they type this name before Activate enables. */
  confirmCustomer: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** §2 'Activate Virtual/Physical Appliance' (Scanner for scanners), with §5's customer-name check when asked. */
export function ActivateDialog({ appliance, confirmCustomer, busy, onConfirm, onCancel }: ActivateDialogProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = confirmCustomer === null || customerNameMatches(typed, confirmCustomer);
  return (
    <ConfirmDialog
      open
      title={activateTitle(appliance)}
      message={activateQuestion(appliance)}
      confirmLabel="Activate"
      confirmDisabled={!matches}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {confirmCustomer !== null && (
        <NameField>
          <p>{customerConfirmationText(appliance, confirmCustomer)}</p>
          <FilterField htmlFor={inputId}>
            Customer name
            <SearchInput
              id={inputId}
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </FilterField>
        </NameField>
      )}
    </ConfirmDialog>
  );
}

export interface DecommissionDialogProps {
  appliance: Appliance;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** §2 'Decommission Virtual/Physical Appliance' (Scanner for scanners). */
export function DecommissionDialog({ appliance, busy, onConfirm, onCancel }: DecommissionDialogProps) {
  return (
    <ConfirmDialog
      open
      title={decommissionTitle(appliance)}
      message={decommissionQuestion(appliance)}
      warning="It will no longer provide security insights and is removed from this list."
      confirmLabel="Decommission"
      variant="danger"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
