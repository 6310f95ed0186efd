import type { Credential, CredentialSchema } from '@portal/api';
import { CredentialSchemaForm, Panel } from '@portal/ui';
import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ACCOUNT_PATHS, useAccountSchemas } from '../../connectedAccounts';
import { AsyncContent, PageFrame } from '../../kit';
import { session } from '../../state/session';
import { readSubmitted, ReviewSubmission } from './ReviewSubmission';
import { SelectApplication } from './SelectApplication';
import { useSubmitAccount } from './useSubmitAccount';
import { WizardSteps } from './WizardSteps';
import { Stack } from './AddAccountPage.styles';

const TITLE = 'Add Account';
const BREADCRUMBS = [{ label: 'Connected Accounts', href: ACCOUNT_PATHS.list }, { label: TITLE }];

/** Step 2: the schema's form; success moves to step 3 on the same route (the review rides in navigation state). */
function AccountInformation({ schema }: { schema: CredentialSchema }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onDone = useCallback(
    (credential: Credential) =>
      void navigate(location.pathname, {
        replace: true,
        state: { submitted: { name: credential.name, app: schema.display_name, ticketId: credential.ticket_id } },
      }),
    [navigate, location.pathname, schema.display_name],
  );
  const submit = useSubmitAccount(schema.name, undefined, onDone);
  return (
    <Panel title="Submit account information" headingLevel={2}>
      <CredentialSchemaForm
        schema={schema}
        onSubmit={submit}
        onCancel={() => void navigate(ACCOUNT_PATHS.add(schema.purpose))}
      />
    </Panel>
  );
}

/**
 * Add Account (portal-onboarding §2.6): a three-step wizard whose step follows the route — no type: step 1, a known
 * schema name: step 2 (an unknown one goes back to step 1), after success: step 3.
 */
export function AddAccountPage() {
  const { type } = useParams();
  const location = useLocation();
  const { user } = useSnapshot(session);
  const { schemas } = useAccountSchemas();
  const submitted = type === undefined ? null : readSubmitted(location.state);
  return (
    <PageFrame title={TITLE} breadcrumbs={BREADCRUMBS}>
      <AsyncContent query={schemas} loading="Loading cloud applications...">
        {({ schemas: list }) => {
          const schema = list.find((candidate) => candidate.name === type);
          if (type !== undefined && schema === undefined) return <Navigate to={ACCOUNT_PATHS.add()} replace />;
          const step = schema === undefined ? 1 : submitted === null ? 2 : 3;
          return (
            <Stack>
              <WizardSteps current={step} />
              {schema === undefined ? (
                <SelectApplication
                  schemas={list}
                  grouped={user?.feature_flags.includes('list_cloud_apps') ?? false}
                  services={user?.customer?.services ?? []}
                />
              ) : submitted === null ? (
                <AccountInformation key={schema.name} schema={schema} />
              ) : (
                <ReviewSubmission submitted={submitted} />
              )}
            </Stack>
          );
        }}
      </AsyncContent>
    </PageFrame>
  );
}
