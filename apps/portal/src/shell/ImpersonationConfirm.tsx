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
  const switchesAll = user?.roles.includes(ROLES.switchAllCustomers) ?? false;
  const mayImpersonate = switchesAll || (user?.roles.includes(ROLES.switchMspCustomers) ?? false);
  const pending = impersonate !== null && mayImpersonate && impersonate !== customer?.id;
  // The customer's name (and, for an MSP switch, its risk id) from the list this user may switch among.
  const names = useApi('customerNames', pending && switchesAll ? {} : null);
  const mspCustomers = useApi('mspCustomers', pending && !switchesAll ? {} : null);

  useEffect(() => {
    if (user !== null && impersonate !== null && !pending) takeImpersonation();
  }, [user, impersonate, pending]);

  // The question waits for the name (or for its failure: then the id stands in), so its text never changes.
  const list = switchesAll ? names : mspCustomers;
  const known = list.data !== undefined || list.error !== undefined;
  const mspTarget = mspCustomers.data?.customers.find((entry) => entry.id === impersonate);
  const name =
    (switchesAll ? names.data?.names.find((entry) => entry.id === impersonate)?.name : mspTarget?.name) ??
    impersonate ??
    '';

  const confirm = async () => {
    // Only an MSP switch answers a destination: it lands on the MSP dashboard, whatever the reply names.
    if ((await applyImpersonation(mspTarget?.riskID ?? null)) !== null) void navigate(MSP_DASHBOARD_ROUTE);
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
