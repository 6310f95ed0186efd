import { useSnapshot } from 'valtio';
import { useUserInfo } from '../api/hooks';
import { session } from '../state/session';
import type { ContactTeam } from './team';

/**
 * The current customer's team and whether it is onboarding. The user info is re-read (the side card says when and
 * can refresh); until it answers, the signed-in user's copy stands in, so the form's failure message has a phone.
 */
export function useContactTeam() {
  const userInfo = useUserInfo();
  const { user } = useSnapshot(session);
  const customer = userInfo.data?.user.customer ?? user?.customer ?? null;
  const team: ContactTeam | null = customer?.cst ?? null;
  return { userInfo, team, onboarding: customer?.is_onboarding ?? false };
}
