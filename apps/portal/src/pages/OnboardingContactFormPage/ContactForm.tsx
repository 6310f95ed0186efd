import type { Contact } from '@portal/api';
import { Form, FormActions } from '@portal/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { availableAccessRights, hasMspPrimary } from '../../onboarding/contacts/contactAccess';
import type { ContactFormValues } from '../../onboarding/contacts/contactForm';
import { CONTACT_PATHS } from '../../onboarding/contacts/contactPaths';
import type { ContactsContext } from '../../onboarding/contacts/useContactsContext';
import { CategoryRules } from './CategoryRules';
import { InformationPanel, SettingsPanel } from './ContactFields';
import { LeaveGuard } from '../../kit';
import { FormPanels } from './OnboardingContactFormPage.styles';
import { useSaveContact } from './useSaveContact';

export interface ContactFormProps {
  title: string;
  /** The edited contact's id; undefined adds one. */
  uuid: string | undefined;
  initialValues: ContactFormValues;
  /** Every saved contact (to find the primary a new primary demotes). */
  contacts: readonly Contact[];
  context: ContactsContext;
}

/** The add / edit contact form (portal-onboarding §2.3): Information and Settings, Cancel / Save / 'Save & Add'. */
export function ContactForm({ title, uuid, initialValues, contacts, context }: ContactFormProps) {
  const navigate = useNavigate();
  const allowLeave = useRef(false);
  const confirmRef = useRef<(() => Promise<boolean>) | null>(null);
  const save = useSaveContact(contacts, uuid);
  // Another contact (MSP) being the primary locks the Primary type; the edited contact itself never does.
  const primaryLocked = hasMspPrimary(contacts.filter((contact) => contact.id !== uuid));

  const backToList = () => {
    allowLeave.current = true;
    void navigate(CONTACT_PATHS.list);
  };
  const cancel = async () => {
    const leave = (await confirmRef.current?.()) ?? true;
    if (leave) backToList();
  };

  return (
    <Form<ContactFormValues> aria-label={title} initialValues={initialValues} onSubmit={save}>
      <CategoryRules />
      <LeaveGuard allowLeave={allowLeave} confirmRef={confirmRef} />
      <FormPanels>
        <InformationPanel partnerType={context.partnerType} />
        <SettingsPanel primaryLocked={primaryLocked} rights={availableAccessRights(context.services)} />
      </FormPanels>
      <FormActions
        saveAndAdd={uuid === undefined}
        onCancel={() => void cancel()}
        onSaved={(intent) => {
          if (intent === 'save') backToList();
        }}
      />
    </Form>
  );
}
