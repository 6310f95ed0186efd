import type { Credential, CredentialSchema } from '@portal/api';
import { Badge, Button, Icon, Link, useDataTableCellFocus, type DataTableColumn } from '@portal/ui';
import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS, ACCOUNT_TEXTS, canChange, STATUS_BADGES } from '../../connectedAccounts';
import { AppCell, Cluster, InfoCell, Muted } from './ConnectedAccountsPage.styles';

/** What the rows need from the page: the schemas by name and the remove action (a context keeps columns static). */
export interface AccountRows {
  schemas: ReadonlyMap<string, CredentialSchema>;
  remove: (credential: Credential) => void;
}
export const AccountRowsContext = createContext<AccountRows>({ schemas: new Map(), remove: () => undefined });

const appName = (credential: Credential, schemas: ReadonlyMap<string, CredentialSchema>) =>
  schemas.get(credential.type)?.display_name ?? credential.type;

function AppIcon({ credential }: { credential: Credential }) {
  const { schemas } = useContext(AccountRowsContext);
  return (
    <AppCell>
      <Icon name="cloud" label={appName(credential, schemas)} />
    </AppCell>
  );
}

function AccountInfo({ credential }: { credential: Credential }) {
  const { schemas } = useContext(AccountRowsContext);
  return (
    <InfoCell>
      <strong>{credential.name}</strong>
      <Muted>{appName(credential, schemas)}</Muted>
    </InfoCell>
  );
}

/** §4's badge; a pending account names its ticket, an account in error says to contact the team. */
function AccountStatus({ credential }: { credential: Credential }) {
  const focus = useDataTableCellFocus();
  const badge = STATUS_BADGES[credential.status];
  const ticket = credential.ticket_id;
  return (
    <Cluster>
      <Badge intent={badge.intent}>{badge.text}</Badge>
      {credential.status === 'error' ? (
        <Link href={ACCOUNT_PATHS.contactTeam} as={RouterLink} {...focus}>
          {ACCOUNT_TEXTS.contactTeam}
        </Link>
      ) : (
        ticket !== null &&
        credential.status !== 'active' && (
          <Link href={ACCOUNT_PATHS.ticket(ticket)} as={RouterLink} {...focus}>
            {`Ticket #${String(ticket)}`}
          </Link>
        )
      )}
    </Cluster>
  );
}

/** The configuration guide (through the allow-list of Link), edit and remove; no changes while deactivating. */
function AccountActions({ credential }: { credential: Credential }) {
  const { schemas, remove } = useContext(AccountRowsContext);
  const focus = useDataTableCellFocus();
  const guide = schemas.get(credential.type)?.setup_guide ?? null;
  const changeable = canChange(credential);
  return (
    <Cluster>
      {guide !== null && (
        <Link href={guide} newTab aria-label={`${ACCOUNT_TEXTS.configurationGuide} for ${credential.name}`} {...focus}>
          {ACCOUNT_TEXTS.configurationGuide}
        </Link>
      )}
      {changeable ? (
        <Link
          href={ACCOUNT_PATHS.edit(credential.uuid)}
          as={RouterLink}
          variant="button"
          aria-label={`Edit ${credential.name}`}
          {...focus}
        >
          Edit
        </Link>
      ) : (
        <Button size="sm" variant="secondary" disabled aria-label={`Edit ${credential.name}`} {...focus}>
          Edit
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={!changeable}
        onClick={() => remove(credential)}
        aria-label={`Remove ${credential.name}`}
        {...focus}
      >
        Remove
      </Button>
    </Cluster>
  );
}

export const ACCOUNT_COLUMNS: readonly DataTableColumn<Credential>[] = [
  { id: 'app', header: 'Cloud Application', width: 18, cell: (row) => <AppIcon credential={row} /> },
  {
    id: 'info',
    header: 'Account Information',
    cell: (row) => <AccountInfo credential={row} />,
    sortValue: (row) => row.name,
  },
  { id: 'status', header: 'Status', cell: (row) => <AccountStatus credential={row} />, interactive: true },
  {
    id: 'actions',
    header: 'Actions',
    width: 40,
    cell: (row) => <AccountActions credential={row} />,
    interactive: true,
  },
];
