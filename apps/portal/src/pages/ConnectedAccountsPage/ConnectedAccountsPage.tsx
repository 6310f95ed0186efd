import type { Credential, CredentialSchema } from '@portal/api';
import { Banner, Button, ConfirmDialog, DataTable, Link } from '@portal/ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { ACCOUNT_PATHS, ACCOUNT_TEXTS, accountsFor, cancelsPending, useAccountSchemas } from '../../connectedAccounts';
import { DataPanel, fromTableSort, PageFrame, toTableSort, useTableUrlState, type TableUrlSpec } from '../../kit';
import { canView } from '../../permissions/rules';
import { session } from '../../state/session';
import { ForbiddenPage } from '../ForbiddenPage';
import { ACCOUNT_COLUMNS, AccountRowsContext } from './accountColumns';
import { useRemoveAccount } from './useRemoveAccount';

export interface ConnectedAccountsPageProps {
  /** Only the accounts of this purpose (the user menu's Cloud Sensors, Cloud Scanners, Federated Authentication). */
  purpose?: CredentialSchema['purpose'];
  /** The page title when filtered. */
  title?: string;
}

const VIEW: TableUrlSpec = { filters: [], sortable: ['info'] };

/** Not in the spec (README, decisions): the accounts still list, but without their applications' names and guides. */
const SCHEMAS_UNAVAILABLE = 'The cloud applications could not be loaded, so their names and guides are missing.';
const accountId = (credential: Credential) => credential.uuid;

/**
 * Connected Accounts (portal-onboarding §2.6, §4) and its filtered lists: the table of accounts with their §4 status,
 * the configuration guide, edit and remove. It needs the manage-credentials permission (credsmgmt): the filtered
 * lists' routes only check a service, so the page checks the permission itself.
 */
export function ConnectedAccountsPage({ purpose, title = ACCOUNT_TEXTS.title }: ConnectedAccountsPageProps) {
  const { user } = useSnapshot(session);
  if (!canView(user, 'credsmgmt')) return <ForbiddenPage />;
  return <AccountsList purpose={purpose} title={title} />;
}

function AccountsList({ purpose, title }: { purpose: CredentialSchema['purpose'] | undefined; title: string }) {
  const credentials = useApi('credentials', {});
  const { schemas } = useAccountSchemas();
  const view = useTableUrlState(VIEW);
  const removal = useRemoveAccount();
  const schemaList = schemas.data?.schemas;
  const rows = useMemo(
    () => ({ schemas: new Map((schemaList ?? []).map((schema) => [schema.name, schema])), remove: removal.request }),
    [schemaList, removal.request],
  );
  return (
    <PageFrame
      title={title}
      width="full"
      actions={
        <Link href={ACCOUNT_PATHS.add(purpose)} as={RouterLink} variant="button">
          {ACCOUNT_TEXTS.addAccount}
        </Link>
      }
    >
      {schemas.error && (
        <Banner intent="warning" title={SCHEMAS_UNAVAILABLE}>
          {schemas.error.message}{' '}
          <Button size="sm" variant="secondary" onClick={() => void schemas.mutate()}>
            Retry
          </Button>
        </Banner>
      )}
      <DataPanel
        title="Accounts"
        query={credentials}
        loading={ACCOUNT_TEXTS.loading}
        isEmpty={(reply) => accountsFor(reply.credentials, schemaList ?? [], purpose).length === 0}
        empty={{ title: ACCOUNT_TEXTS.empty }}
      >
        {(reply) => (
          <AccountRowsContext.Provider value={rows}>
            <DataTable
              rows={accountsFor(reply.credentials, schemaList ?? [], purpose)}
              columns={ACCOUNT_COLUMNS}
              getRowId={accountId}
              caption={title}
              noun="accounts"
              sort={toTableSort(view.sort)}
              onSortChange={(sort) => view.setSort(fromTableSort(sort))}
              emptyMessage={ACCOUNT_TEXTS.empty}
            />
          </AccountRowsContext.Provider>
        )}
      </DataPanel>
      {removal.pending !== null && (
        <ConfirmDialog
          open
          title="Remove Account"
          message={`Remove ${removal.pending.name}?`}
          warning={
            cancelsPending(removal.pending)
              ? 'This cancels the pending request; its ticket is updated.'
              : 'The security team disconnects the account under a ticket.'
          }
          confirmLabel="Remove"
          variant="danger"
          busy={removal.busy}
          onConfirm={() => void removal.confirm()}
          onCancel={removal.cancel}
        />
      )}
    </PageFrame>
  );
}
