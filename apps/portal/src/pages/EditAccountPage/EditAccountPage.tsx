import type { Credential, CredentialSchema } from '@portal/api';
import { CredentialSchemaForm, ErrorPanel, Panel } from '@portal/ui';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { ACCOUNT_PATHS, ACCOUNT_TEXTS, useAccountSchemas } from '../../connectedAccounts';
import { AsyncContent, PageFrame } from '../../kit';
import { showStatus } from '../../state/appStore';
import { useSubmitAccount } from '../AddAccountPage/useSubmitAccount';

const TITLE = 'Edit Account';
const BREADCRUMBS = [{ label: 'Connected Accounts', href: ACCOUNT_PATHS.list }, { label: TITLE }];

/** After a saved edit the account is pending under a ticket (§4): the list shows it, the toast names the ticket. */
export const editedMessage = (credential: Credential): string =>
  credential.ticket_id === null
    ? `Changes to ${credential.name} were submitted.`
    : `Changes to ${credential.name} were submitted under ticket #${String(credential.ticket_id)}.`;

function EditForm({ credential, schema }: { credential: Credential; schema: CredentialSchema }) {
  const navigate = useNavigate();
  const onDone = useCallback(
    (saved: Credential) => {
      showStatus(editedMessage(saved), 'success');
      void navigate(ACCOUNT_PATHS.list);
    },
    [navigate],
  );
  const submit = useSubmitAccount(schema.name, credential.uuid, onDone);
  return (
    <Panel title={schema.display_name} headingLevel={2}>
      <CredentialSchemaForm
        schema={schema}
        credential={credential}
        onSubmit={submit}
        onCancel={() => void navigate(ACCOUNT_PATHS.list)}
        disabled={credential.status === 'deactivating'}
      />
    </Panel>
  );
}

/**
 * Edit Account (`/connected-accounts/edit/:uuid`, §2.6, §5): the stored values, sensitive fields on 'Use existing
 * value' (never sent to the browser); submit once valid and changed; an unknown type says to contact the CST.
 */
export function EditAccountPage() {
  const { uuid = '' } = useParams();
  const credential = useApi('credential', { params: { uuid } });
  const { schemas } = useAccountSchemas();
  return (
    <PageFrame title={TITLE} breadcrumbs={BREADCRUMBS} width="narrow">
      <AsyncContent query={credential} loading={ACCOUNT_TEXTS.loadingCredential}>
        {(reply) => (
          <AsyncContent query={schemas} loading={ACCOUNT_TEXTS.loadingCredential}>
            {({ schemas: list }) => {
              const schema = list.find((candidate) => candidate.name === reply.credential.type);
              return schema === undefined ? (
                <ErrorPanel message={ACCOUNT_TEXTS.unknownType} />
              ) : (
                <EditForm credential={reply.credential} schema={schema} />
              );
            }}
          </AsyncContent>
        )}
      </AsyncContent>
    </PageFrame>
  );
}
