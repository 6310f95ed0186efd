import type { PartnerType, User } from '@portal/api';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { isProviderStaff } from '../../permissions/rules';
import { session } from '../../state/session';
import { useOnboardingEditing } from '../useOnboardingEditing';
import { seesMspContacts } from './contactAccess';

export interface ContactsContext {
  user: User | null;
  canEdit: boolean;
  partnerType: PartnerType | null;
  /** The purchased products (the onboarding products call), or the customer's services until they arrive. */
  services: readonly string[];
  /** MSP contacts are listed (the viewer has an MSP id or is provider staff). */
  showMsp: boolean;
}

/** What the contact screens need to know about the viewer and the customer. */
export function useContactsContext(): ContactsContext {
  const { user } = useSnapshot(session);
  const { canEdit } = useOnboardingEditing();
  const products = useApi('products', {});
  const customer = user?.customer ?? null;
  return {
    user: user as User | null,
    canEdit,
    partnerType: customer?.partner_type ?? null,
    services: products.data?.products.services ?? customer?.services ?? [],
    showMsp: seesMspContacts(user, isProviderStaff(user)),
  };
}
