import { DataPanel, PageFrame } from '../../kit';
import { ContactLayout } from './ContactPage.styles';
import { TeamCardContent } from './TeamCard';
import { TicketForm, useContactTeam } from '../../tickets';

export const TEAM_CARD_TITLES = { cst: 'Your Concierge Security Team', onboarding: 'Your Onboarding Team' } as const;

/**
 * /contact, /contact/cst and /contact/onboarding (portal-core §2): the ticket form beside the card of the
 * customer's team. An onboarding customer reaches the onboarding team (contacts, text, phone option, ticket type).
 */
export function ContactPage() {
  const { userInfo, team, onboarding } = useContactTeam();
  return (
    <PageFrame title="Contact">
      <ContactLayout>
        <TicketForm team={team} onboarding={onboarding} />
        <DataPanel
          title={onboarding ? TEAM_CARD_TITLES.onboarding : TEAM_CARD_TITLES.cst}
          query={userInfo}
          loading="Loading your team..."
        >
          {() => <TeamCardContent team={team} onboarding={onboarding} />}
        </DataPanel>
      </ContactLayout>
    </PageFrame>
  );
}
