import { useSnapshot } from 'valtio';
import { onboardingReadOnlyReason, type OnboardingReadOnlyReason } from '../permissions/rules';
import { session } from '../state/session';

export interface OnboardingEditing {
  /** The user may add, edit, delete, mark complete and submit (portal-onboarding §6 canEditOnboarding). */
  canEdit: boolean;
  /** Why not: the user lacks the edit-onboarding role, or the sections are locked (submitted, until the kickoff). */
  readOnlyReason: OnboardingReadOnlyReason | null;
}

/** Whether the signed-in user may change the onboarding form; every onboarding control hides or disables on it. */
export function useOnboardingEditing(): OnboardingEditing {
  const { user } = useSnapshot(session);
  const readOnlyReason = onboardingReadOnlyReason(user);
  return { canEdit: readOnlyReason === null, readOnlyReason };
}
