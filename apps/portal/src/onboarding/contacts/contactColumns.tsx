import type { Contact } from '@portal/api';
import { DataTableCellTooltip, Icon, Link, useDataTableCellFocus, type DataTableColumn } from '@portal/ui';
import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { accessControlsText, contactKind, displayName, primaryPhoneText, type ContactKind } from './contactAccess';
import { CONTACT_PATHS, CONTACT_TEXTS } from './contactPaths';
import { MspNote, TypeCell } from './ContactsSection.styles';

/** Whether the rows offer the edit action (editors only); a context keeps the columns module-level. */
export const ContactRowsContext = createContext({ canEdit: false });

const KIND_ICONS = { List: 'envelope', Shipping: 'server', User: 'user' } as const satisfies Record<
  ContactKind,
  string
>;

function ContactType({ contact }: { contact: Contact }) {
  const kind = contactKind(contact);
  return (
    <TypeCell>
      <Icon name={KIND_ICONS[kind]} label={kind} />
    </TypeCell>
  );
}

/** Edit for editors; an MSP contact instead explains who may change it (§2.3). */
function ContactActions({ contact }: { contact: Contact }) {
  const { canEdit } = useContext(ContactRowsContext);
  const focus = useDataTableCellFocus();
  const name = displayName(contact);
  if (contact.is_msp)
    return (
      <DataTableCellTooltip content={CONTACT_TEXTS.mspTooltip}>
        <MspNote aria-label={`${name}: MSP contact`} {...focus}>
          <Icon name="info" />
        </MspNote>
      </DataTableCellTooltip>
    );
  if (!canEdit) return null;
  return (
    <Link href={CONTACT_PATHS.edit(contact.id)} as={RouterLink} aria-label={`Edit ${name}`} {...focus}>
      Edit
    </Link>
  );
}

export const CONTACT_COLUMNS: readonly DataTableColumn<Contact>[] = [
  { id: 'type', header: 'Type', width: 8, cell: (contact) => <ContactType contact={contact} /> },
  {
    id: 'name',
    header: 'Display Name',
    cell: (contact) => displayName(contact),
    sortValue: (contact) => displayName(contact),
  },
  { id: 'email', header: 'Email', cell: (contact) => contact.email },
  { id: 'phone', header: 'Primary Phone Number', cell: primaryPhoneText },
  { id: 'access', header: 'Access Controls', cell: accessControlsText },
  {
    id: 'actions',
    header: 'Actions',
    width: 10,
    interactive: true,
    cell: (contact) => <ContactActions contact={contact} />,
  },
];
