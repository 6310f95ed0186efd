import { Link, Panel } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS, ACCOUNT_TEXTS } from '../../connectedAccounts';
import { Stack } from './AddAccountPage.styles';

/** What step 3 shows, carried in the navigation state from step 2's success. */
export interface Submitted {
  name: string;
  app: string;
  ticketId: number | null;
}

export function readSubmitted(state: unknown): Submitted | null {
  if (typeof state !== 'object' || state === null || !('submitted' in state)) return null;
  const value: unknown = state.submitted;
  if (typeof value !== 'object' || value === null) return null;
  const { name, app, ticketId } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof app !== 'string') return null;
  return { name, app, ticketId: typeof ticketId === 'number' ? ticketId : null };
}

/** Step 3: the submission is pending with the security team under its ticket; 'Done' returns to the list. */
export function ReviewSubmission({ submitted }: { submitted: Submitted }) {
  return (
    <Panel title="Review the submission" headingLevel={2}>
      <Stack>
        <p role="status">{`Your ${submitted.app} account ${submitted.name} was submitted. It shows as Connection pending until the security team has connected it.`}</p>
        {submitted.ticketId !== null && (
          <p>
            {'Follow it on '}
            <Link href={ACCOUNT_PATHS.ticket(submitted.ticketId)} as={RouterLink}>
              {`Ticket #${String(submitted.ticketId)}`}
            </Link>
          </p>
        )}
        <div>
          <Link href={ACCOUNT_PATHS.list} as={RouterLink} variant="button">
            {ACCOUNT_TEXTS.done}
          </Link>
        </div>
      </Stack>
    </Panel>
  );
}
