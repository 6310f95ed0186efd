import { Link } from '@portal/ui';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageFrame } from '../../kit';
import { PATHS } from '../../routing/paths';
import { TicketForm, useContactTeam } from '../../tickets';
import { previousViewName, readShareContent } from './shareContent';

/**
 * /contact/share (portal-core §2): the ticket form with what was shared — a subject and a link (the route sends an
 * empty share to /contact). The description starts with the shared link; after success the ticket, a new ticket
 * and the way back to the shared view are offered.
 */
export function ShareTicketPage() {
  const location = useLocation();
  const state: unknown = location.state;
  const { link, subject, viewName } = readShareContent(state, location.search);
  const { team, onboarding } = useContactTeam();
  return (
    <PageFrame title="Share with your CST" width="narrow">
      <TicketForm
        subject={subject}
        link={link}
        team={team}
        onboarding={onboarding}
        successActions={(id) => (
          <>
            <Link href={`${PATHS.tickets}/${String(id)}`} as={RouterLink} variant="button">
              {`View Ticket #${String(id)}`}
            </Link>
            {link !== undefined && link !== '' && (
              <Link href={link} as={RouterLink} variant="standalone">
                {`Back to ${previousViewName(link, viewName)}`}
              </Link>
            )}
          </>
        )}
      />
    </PageFrame>
  );
}
