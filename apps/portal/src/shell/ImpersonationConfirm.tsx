import { ROLES } from '@portal/api';
import { ConfirmDialog } from '@portal/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../api/useApi';
import { session, takeImpersonation } from '../state/session';
import { applyImpersonation, MSP_DASHBOARD_ROUTE } from '../state/switching';

export const IMPERSONATION_TITLE = 'Switch customer';
export const impersonationQuestion = (customer: string) => `Switch to customer ${customer}?`;
export const IMPERSONATION_WARNING = 'You will see and act on that customer’s data until you switch again.';

/**
 * An impersonation link (portal-core §4) asks before the tenant changes: the dialog names the customer; Switch
 * applies it (a staff user switches customer, an MSP user lands on the MSP dashboard), Cancel keeps the current
 * customer. A link the user cannot follow, or to the current customer, is dropped without asking.
 */
export function ImpersonationConfirm() {
  const { user, customer, impersonate } = useSnapshot(session);
  const navigate = useNavigate();
  const mayImpersonate =
    user !== null && (user.roles.includes(ROLES.switchAllCustomers) || user.roles.includes(ROLES.switchMspCustomers));
  const pending = impersonate !== null && mayImpersonate && impersonate !== customer?.id;
  const names = useApi('customerNames', pending ? {} : null);

  useEffect(() => {
    if (user !== null && impersonate !== null && !pending) takeImpersonation();
  }, [user, impersonate, pending]);

  // The question waits for the name (or for its failure: then the id stands in), so its text never changes.
  const known = names.data !== undefined || names.error !== undefined;
  const name = names.data?.names.find((entry) => entry.id === impersonate)?.name ?? impersonate ?? '';

  const confirm = async () => {
    // Only an MSP switch answers a destination: it lands on the MSP dashboard, whatever the reply names.
    if ((await applyImpersonation()) !== null) void navigate(MSP_DASHBOARD_ROUTE);
  };

  return (
    <ConfirmDialog
      open={pending && known}
      title={IMPERSONATION_TITLE}
      message={impersonationQuestion(name)}
      warning={IMPERSONATION_WARNING}
      confirmLabel="Switch"
      onConfirm={() => void confirm()}
      onCancel={() => takeImpersonation()}
    />
  );
}
