import { useParams } from 'react-router-dom';
import { PageFrame } from '../../kit';

/** Add Contact (`/onboarding/contacts/new`) and Edit Contact (`/onboarding/contacts/edit/:uuid`). Scaffold. */
export function OnboardingContactFormPage() {
  const { uuid } = useParams();
  return <PageFrame title={uuid === undefined ? 'Add Contact' : 'Edit Contact'}>{null}</PageFrame>;
}
