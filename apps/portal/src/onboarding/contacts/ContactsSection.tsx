import type { Contact } from '@portal/api';
import { Accordion, type AccordionItem } from '@portal/ui';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { DataPanel } from '../../kit';
import { MarkCompleteButton } from '../completion';
import { availableAccessRights, visibleContacts } from './contactAccess';
import { ContactList } from './ContactList';
import { CONTACT_TEXTS } from './contactPaths';
import {
  AccessSelectors,
  AdminSelectors,
  EscalationSelector,
  ReportRecipientsSelector,
  type SelectorProps,
} from './ContactSelectors';
import {
  allPartsComplete,
  contactPartStatuses,
  markCompleteDisabled,
  type ContactPart,
  type PartStatus,
} from './contactsCompletion';
import { MissingList, SectionBody, SectionFooter } from './ContactsSection.styles';
import { useContactsContext } from './useContactsContext';
import { useContactsUpdate } from './useContactsUpdate';

const TITLES: Record<ContactPart, string> = {
  list: 'Contact List',
  admins: 'Primary/Secondary/Executive Sponsor Contacts',
  escalation: 'Escalation Contacts',
  reports: 'Intelligence Reports',
  access: 'Access Controls',
};

function Missing({ status }: { status: PartStatus }) {
  if (status.complete) return null;
  return (
    <MissingList>
      {status.missing.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </MissingList>
  );
}

/**
 * The Contacts panel of the onboarding overview (portal-onboarding §2.3, §4): the accordion of the contact list and
 * the selectors, each with completion text, and the section's Mark Complete / Mark Incomplete.
 */
export function ContactsSection() {
  const query = useApi('contacts', {});
  return (
    <DataPanel title="Contacts" query={query} loading={CONTACT_TEXTS.loading}>
      {(section) => (
        <ContactsAccordion contacts={section.contacts} completed={section.completed} refresh={query.mutate} />
      )}
    </DataPanel>
  );
}

interface ContactsAccordionProps {
  contacts: readonly Contact[];
  completed: boolean;
  refresh: () => Promise<unknown>;
}

function ContactsAccordion({ contacts: saved, completed, refresh }: ContactsAccordionProps) {
  const context = useContactsContext();
  const { contacts, apply, saving } = useContactsUpdate(saved, refresh);
  const complete = useApiMutation('completeContacts', { invalidates: ['contacts'] });
  const incomplete = useApiMutation('incompleteContacts', { invalidates: ['contacts'] });
  const listed = visibleContacts(contacts, context.showMsp);
  const statuses = contactPartStatuses(contacts, listed, context);
  const selector: SelectorProps = {
    contacts,
    onApply: (next) => void apply(next),
    disabled: !context.canEdit || saving,
  };
  const content: Record<ContactPart, React.ReactNode> = {
    list: <ContactList contacts={listed} canEdit={context.canEdit} />,
    admins: <AdminSelectors {...selector} />,
    escalation: <EscalationSelector {...selector} />,
    reports: <ReportRecipientsSelector {...selector} />,
    access: <AccessSelectors {...selector} rights={availableAccessRights(context.services)} />,
  };
  const items: AccordionItem[] = (Object.keys(TITLES) as ContactPart[]).map((part) => ({
    id: part,
    title: TITLES[part],
    summary: statuses[part].summary,
    content: (
      <SectionBody>
        <Missing status={statuses[part]} />
        {content[part]}
      </SectionBody>
    ),
  }));
  return (
    <SectionBody>
      <Accordion items={items} defaultExpandedIds={['list']} mountContent="whenOpened" />
      <SectionFooter>
        <MarkCompleteButton
          complete={completed}
          disabled={markCompleteDisabled(context.canEdit, completed, saved.length, allPartsComplete(statuses))}
          onChange={(next) => (next ? complete.run({}) : incomplete.run({}))}
        />
      </SectionFooter>
    </SectionBody>
  );
}
