import type { Contact } from '@portal/api';
import { Button, DataTable } from '@portal/ui';
import { useNavigate } from 'react-router-dom';
import { CONTACT_COLUMNS, ContactRowsContext } from './contactColumns';
import { CONTACT_PATHS, CONTACT_TEXTS, CONTACTS_LIST_ID } from './contactPaths';
import { ListActions } from './ContactsSection.styles';

export interface ContactListProps {
  /** The contacts the viewer may see (MSP contacts only for MSP users and staff). */
  contacts: readonly Contact[];
  canEdit: boolean;
}

const contactId = (contact: Contact) => contact.id;
const BY_NAME = { columnId: 'name', direction: 'ascending' } as const;

/** The Contact List (portal-onboarding §2.3): its columns, Edit for editors, 'Add Contact'. */
export function ContactList({ contacts, canEdit }: ContactListProps) {
  const navigate = useNavigate();
  return (
    <div id={CONTACTS_LIST_ID}>
      {canEdit && (
        <ListActions>
          <Button variant="primary" size="sm" onClick={() => void navigate(CONTACT_PATHS.add)}>
            {CONTACT_TEXTS.addContact}
          </Button>
        </ListActions>
      )}
      <ContactRowsContext.Provider value={{ canEdit }}>
        <DataTable
          rows={contacts}
          columns={CONTACT_COLUMNS}
          getRowId={contactId}
          caption="Contact List"
          noun="contacts"
          defaultSort={BY_NAME}
          emptyMessage={CONTACT_TEXTS.noContacts}
          visibleRows={10}
        />
      </ContactRowsContext.Provider>
    </div>
  );
}
