import { useFormState } from 'react-final-form';
import { Banner } from '../Banner';
import { isCredentialSubmitError, submitErrorIntent } from './submitError';

/**
 * The server's rejection of a submit (portal-onboarding §8): a warning for a bad request (the values need fixing),
 * a danger alert otherwise. It stays until the user changes something.
 */
export function SubmitErrorAlert() {
  const state = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  // final-form types a form-level error as any: only the widget's own { message, status } shows here.
  const error: unknown = state.submitError;
  if (!isCredentialSubmitError(error) || state.dirtySinceLastSubmit === true) return null;
  return <Banner intent={submitErrorIntent(error)}>{error.message}</Banner>;
}
