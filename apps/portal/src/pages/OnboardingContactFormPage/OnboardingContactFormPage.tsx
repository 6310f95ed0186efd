import { ErrorPanel } from '@portal/ui';
import { useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { AsyncContent, PageFrame } from '../../kit';
import { contactToForm, emptyContactForm } from '../../onboarding/contacts/contactForm';
import { useContactsContext, type ContactsContext } from '../../onboarding/contacts/useContactsContext';
import { useStableValue } from '../../onboarding/contacts/useStableValue';
import type { ContactsSection } from '@portal/api';
import { ContactForm } from './ContactForm';
import { CONTACT_FORM_TEXTS } from './contactFormOptions';

/** Add Contact (`/onboarding/contacts/new`) and Edit Contact (`/onboarding/contacts/edit/:uuid`), §2.3. */
export function OnboardingContactFormPage() {
  const { uuid } = useParams();
  const title = uuid === undefined ? CONTACT_FORM_TEXTS.addTitle : CONTACT_FORM_TEXTS.editTitle;
  const query = useApi('contacts', {});
  const context = useContactsContext();
  return (
    <PageFrame
      title={title}
      width="full"
      breadcrumbs={[{ label: CONTACT_FORM_TEXTS.overview, href: '/onboarding' }, { label: title }]}
    >
      <AsyncContent query={query} loading={CONTACT_FORM_TEXTS.loading}>
        {(section) => <ContactFormContent section={section} uuid={uuid} title={title} context={context} />}
      </AsyncContent>
    </PageFrame>
  );
}

interface ContentProps {
  section: ContactsSection;
  uuid: string | undefined;
  title: string;
  context: ContactsContext;
}

/** The form once the contacts are in; an unknown id or an MSP contact shows why it cannot be edited (§8). */
function ContactFormContent({ section, uuid, title, context }: ContentProps) {
  const contact = uuid === undefined ? undefined : section.contacts.find((candidate) => candidate.id === uuid);
  const defaultCategory = context.partnerType === 'msp' ? 'sc' : 'user';
  const initialValues = useStableValue(
    contact === undefined ? emptyContactForm(defaultCategory) : contactToForm(contact),
  );
  if (uuid !== undefined && contact === undefined)
    return <ErrorPanel message={CONTACT_FORM_TEXTS.notFound} status={404} />;
  if (contact?.is_msp === true) return <ErrorPanel message={CONTACT_FORM_TEXTS.notEditable} status={400} />;
  return (
    <ContactForm
      key={uuid ?? 'new'}
      title={title}
      uuid={uuid}
      initialValues={initialValues}
      contacts={section.contacts}
      context={context}
    />
  );
}
